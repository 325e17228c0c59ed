import type { CSSProperties } from 'react';
import { ActionLink } from '../ActionLink';
import type { BlockRendererProps } from '../types';
import styles from './styles.module.css';

export default function Image({ props, page }: BlockRendererProps<'image_block'>) {
  const { image, alt, ratio, caption, action } = props;
  if (!image) return null;
  const style = ratio === null ? undefined : ({ '--image-ratio': String(ratio) } as CSSProperties);

  const picture = (
    <img
      className={ratio === null ? styles.image : `${styles.image} ${styles.fixedRatio}`}
      style={style}
      src={image}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );

  return (
    <figure className={styles.figure}>
      <ActionLink action={action} page={page} className={styles.link}>
        {picture}
      </ActionLink>
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
