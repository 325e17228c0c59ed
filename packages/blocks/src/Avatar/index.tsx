import type { CSSProperties } from 'react';
import { avatarDiameter } from '@tessera/core/blocks/avatar-values';
import { initialsOf } from '@tessera/ui/initials';
import { ActionLink } from '../ActionLink';
import type { BlockRendererProps } from '../types';
import styles from './styles.module.css';
import { sizedImgProps } from '@tessera/core/media/responsive-image';
import { pictureLoading } from '../lib/first-screen';

/** A member's or coach's photo (SPEC §9 sizes 100/180/250 px) with their name and a short caption. */
export default function Avatar({ props, page, isLcp = false, isAboveFold = false }: BlockRendererProps<'avatar_block'>) {
  const { image, name, caption, size, align, action } = props;
  if (!image && !name && !caption) return null;
  const style = { '--avatar-size': `${avatarDiameter(size)}px` } as CSSProperties;
  const initials = initialsOf(name);

  return (
    <div className={styles.wrap} style={style} data-size={size} data-align={align}>
      <ActionLink
        action={action}
        page={page}
        className={styles.link}
        image={image ? { src: image, alt: name } : null}
      >
        <span className={styles.avatar}>
          {image ? (
            // The name is written beside the photo, so the photo itself needs no description.
            <img className={styles.photo} src={image} {...sizedImgProps(image, `${avatarDiameter(size)}px`)} alt="" {...pictureLoading({ isLcp, isAboveFold })} decoding="async" />
          ) : (
            <span className={`${styles.photo} ${styles.initials}`} aria-hidden="true">
              {initials}
            </span>
          )}
          {name || caption ? (
            <span className={styles.text}>
              {name ? <span className={styles.name}>{name}</span> : null}
              {caption ? <span className={styles.caption}>{caption}</span> : null}
            </span>
          ) : null}
        </span>
      </ActionLink>
    </div>
  );
}
