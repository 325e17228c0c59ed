import { useTranslation } from 'react-i18next';
import type { PageReference } from '@tessera/core/entities/page';
import { Icon } from '../../components/Icon';
import { RouterLink } from '../../components/RouterLink';
import styles from './styles.module.css';

type PageListProps = {
  title: string;
  pages: PageReference[];
  /** `steps` numbers the pages (a program's sequence); `cards` shows pictures in a grid. */
  variant: 'steps' | 'cards';
  currentPageId?: string;
};

/** The pages under (or beside) this one, as program steps or collection cards. */
export function PageList({ title, pages, variant, currentPageId }: PageListProps) {
  const { t } = useTranslation();
  if (pages.length === 0) return null;
  const ListTag = variant === 'steps' ? 'ol' : 'ul';
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ListTag className={variant === 'steps' ? styles.steps : styles.cards}>
        {pages.map((reference, index) => {
          const isCurrent = reference.page_id === currentPageId;
          return (
            <li key={reference.page_id}>
              <RouterLink href={reference.path} className={isCurrent ? `${styles.item} ${styles.current}` : styles.item}>
                {variant === 'steps' ? (
                  <span className={styles.number} aria-hidden="true">
                    {index + 1}
                  </span>
                ) : reference.image ? (
                  <img className={styles.thumb} src={reference.image} alt="" loading="lazy" decoding="async" />
                ) : (
                  <span className={`${styles.thumb} ${styles.placeholder}`} aria-hidden="true">
                    {reference.title.trim().charAt(0).toUpperCase()}
                  </span>
                )}
                <span className={styles.text}>
                  <span className={styles.title}>{reference.title}</span>
                  {reference.description ? <span className={styles.description}>{reference.description}</span> : null}
                  {isCurrent ? <span className="visually-hidden">{t('page.current')}</span> : null}
                </span>
                {variant === 'steps' ? <Icon name="chevron" size={20} flipInRtl /> : null}
              </RouterLink>
            </li>
          );
        })}
      </ListTag>
    </section>
  );
}
