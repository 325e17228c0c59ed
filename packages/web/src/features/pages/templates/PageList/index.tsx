import { useTranslation } from 'react-i18next';
import type { PageReference } from '@tessera/core/entities/page';
import { Icon } from '@tessera/ui/Icon';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { PageLink } from '../../PageLink';
import { useAuthStore } from '../../../auth/auth-store';
import { usePageState } from '../../page-state-store';
import styles from './styles.module.css';
import { sizedImgProps } from '@tessera/core/media/responsive-image';

type PageListProps = {
  title: string;
  pages: PageReference[];
  /** `steps` numbers the pages (a program's sequence); `cards` shows pictures in a grid; `rows` a list with pictures. */
  variant: 'steps' | 'cards' | 'rows';
  currentPageId?: string;
  /** The screen already has a heading (my content): the list keeps only its label. */
  isTitleHidden?: boolean;
};

/** How many of a list's first pictures load at once: a phone's first screen holds about this many. */
const EAGER_THUMBS = 2;

/** How wide a list's pictures are shown: half the column in cards, 72px in rows. */
const THUMB_SIZES = { cards: 'calc(50vw - 21px)', rows: '72px' } as const;

/** The pages under (or beside) this one, as program steps or collection cards. */

export function PageList({
  title,
  pages,
  variant,
  currentPageId,
  isTitleHidden = false,
}: PageListProps) {
  const { t } = useTranslation();
  if (pages.length === 0) return null;
  const ListTag = variant === 'steps' ? 'ol' : 'ul';
  const listClass =
    variant === 'steps' ? styles.steps : variant === 'rows' ? styles.rows : styles.cards;
  return (
    <section className={styles.section} aria-label={title}>
      {isTitleHidden ? null : <h2 className={styles.heading}>{title}</h2>}
      <ListTag className={listClass}>
        {pages.map((reference, index) => {
          const isCurrent = reference.page_id === currentPageId;
          return (
            <li key={reference.page_id}>
              <PageLink
                href={reference.path}
                className={isCurrent ? `${styles.item} ${styles.current}` : styles.item}
              >
                {variant === 'steps' ? (
                  <StepMarker pageId={reference.page_id} number={index + 1} />
                ) : reference.image ? (
                  // The first pictures of a list are on screen at once (an LCP candidate): never deferred.
                  <img
                    className={styles.thumb}
                    src={reference.image}
                    {...sizedImgProps(reference.image, THUMB_SIZES[variant])}
                    alt=""
                    loading={index < EAGER_THUMBS ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                ) : (
                  <span className={`${styles.thumb} ${styles.placeholder}`} aria-hidden="true">
                    {reference.title.trim().charAt(0).toUpperCase()}
                  </span>
                )}
                <span className={styles.text}>
                  <span className={styles.title}>{reference.title}</span>
                  {reference.description ? (
                    <span className={styles.description}>{reference.description}</span>
                  ) : null}
                  {isCurrent ? (
                    <span className={visuallyHiddenClass}>{t('page.current')}</span>
                  ) : null}
                </span>
                {variant === 'steps' ? <Icon name="chevron" size={20} flipInRtl /> : null}
              </PageLink>
            </li>
          );
        })}
      </ListTag>
    </section>
  );
}

/** A step's number, or a tick once the signed-in member completed it (SPEC §3 completion). */
function StepMarker({ pageId, number }: { pageId: string; number: number }) {
  const { t } = useTranslation();
  const isSignedIn = useAuthStore((state) => state.status === 'authenticated');
  const { is_completed: isCompleted } = usePageState(pageId);
  if (isSignedIn && isCompleted) {
    return (
      <span className={`${styles.number} ${styles.completed}`}>
        <Icon name="check" size={20} />
        <span className={visuallyHiddenClass}>{t('pageActions.stepCompleted')}</span>
      </span>
    );
  }
  return (
    <span className={styles.number} aria-hidden="true">
      {number}
    </span>
  );
}
