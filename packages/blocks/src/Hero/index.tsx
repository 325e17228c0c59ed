import type { CSSProperties } from 'react';
import { blockColorOnVar, blockColorVar } from '@tessera/core/theme-math';
import { ActionLink } from '../ActionLink';
import type { BlockRendererProps } from '../types';
import styles from './styles.module.css';
import { sizedImgProps } from '@tessera/core/media/responsive-image';
import { pictureLoading } from '../lib/first-screen';
import { FULL_BLEED_SIZES } from '../lib/image-sizes';

export default function Hero({ props, page, isLcp = false, isAboveFold = false }: BlockRendererProps<'hero_block'>) {
  const { title, subtitle, image, ratio, text_color, overlay, action, action_text } = props;
  const style = {
    '--hero-ratio': String(ratio),
    '--hero-overlay': String(image ? overlay / 100 : 0),
    '--hero-text': blockColorVar(text_color),
    // The button takes the text colour as its fill, so it stands out on any picture.
    '--hero-action-fg': blockColorOnVar(text_color),
  } as CSSProperties;
  const hasText = Boolean(title || subtitle || (action && action_text));

  return (
    <div className={styles.hero} style={style} data-has-image={image ? 'true' : 'false'}>
      {/* The picture is decoration: the title carries the meaning. */}
      {/* The hero's box has its ratio from CSS; the size only picks the copy. */}
      {image ? (
        <img
          className={styles.image}
          src={image}
          {...sizedImgProps(image, FULL_BLEED_SIZES)}
          alt=""
          decoding="async"
          {...pictureLoading({ isLcp, isAboveFold })}
        />
      ) : null}
      <div className={styles.overlay} aria-hidden="true" />
      {hasText ? (
        <div className={styles.content}>
          {title ? <h2 className={styles.title}>{title}</h2> : null}
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          {action_text ? (
            <ActionLink action={action} page={page} className={styles.action} fallback={null}>
              {action_text}
            </ActionLink>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
