import type { PageReference } from '@tessera/core/entities/page';
import { sizedImgProps } from '@tessera/core/media/responsive-image';
import { useBlockContext } from '../BlockContext';
import type { BlockRendererProps } from '../types';
import styles from './styles.module.css';

function Card({ reference }: { reference: PageReference }) {
  const { Link } = useBlockContext();
  return (
    <Link href={reference.path} className={styles.card}>
      {reference.image ? (
        <img className={styles.thumb} src={reference.image} {...sizedImgProps(reference.image, '72px')} alt="" loading="lazy" decoding="async" />
      ) : (
        <span className={`${styles.thumb} ${styles.placeholder}`} aria-hidden="true">
          {reference.title.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <span className={styles.body}>
        <span className={styles.title}>{reference.title}</span>
        {reference.description ? <span className={styles.description}>{reference.description}</span> : null}
      </span>
    </Link>
  );
}

export default function Collection({ props, page }: BlockRendererProps<'collection_block'>) {
  const { title, layout, items } = props;
  // Items whose page is missing from `references` were deleted or are hidden: they are skipped.
  const cards = items.flatMap((item) => {
    const reference = page.references[item.page_id];
    return reference ? [reference] : [];
  });
  if (cards.length === 0 && !title) return null;

  return (
    <section className={styles.collection} aria-label={title || undefined}>
      {title ? <h2 className={styles.heading}>{title}</h2> : null}
      <ul className={layout === 'grid' ? styles.grid : styles.list} data-layout={layout}>
        {cards.map((reference) => (
          <li key={reference.page_id}>
            <Card reference={reference} />
          </li>
        ))}
      </ul>
    </section>
  );
}
