import type { CSSProperties } from 'react';
import { resolveAttribute } from '@tessera/core/blocks/attributes';
import type { VideoData } from '@tessera/core/entities/block-data';
import { ActionLink } from '../ActionLink';
import { useBlockContext } from '../BlockContext';
import { VideoPlayer } from '../lib/VideoPlayer';
import type { BlockRendererProps } from '../types';
import styles from './styles.module.css';
import { sizedImgProps } from '@tessera/core/media/responsive-image';
import { pictureLoading } from '../lib/first-screen';
import { GUTTERED_SIZES } from '../lib/image-sizes';

/**
 * A picture, or a video with the picture as its poster. Bound to an attribute, an image attribute
 * replaces the picture and a video attribute (an uploaded file) the video.
 */
export default function Image({ props, page, isLcp = false, isAboveFold = false }: BlockRendererProps<'image_block'>) {
  const { alt, ratio, caption, action } = props;
  const { member } = useBlockContext();
  const attribute = resolveAttribute(props.page_attribute_slug, { ...page, member });
  const image = attribute?.type === 'image' ? attribute.value : props.image;
  const video: VideoData | null =
    attribute?.type === 'video' ? { provider: null, url: attribute.value, thumbnail: null, duration_seconds: null } : props.video;

  if (video) {
    return (
      <figure className={styles.figure}>
        <VideoPlayer video={video} poster={image} ratio={ratio} title={alt || caption} />
        {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
      </figure>
    );
  }

  if (!image) return null;
  const style = ratio === null ? undefined : ({ '--image-ratio': String(ratio) } as CSSProperties);

  const picture = (
    <img
      className={ratio === null ? styles.image : `${styles.image} ${styles.fixedRatio}`}
      style={style}
      src={image}
      {...sizedImgProps(image, GUTTERED_SIZES)}
      alt={alt}
      // The page's first picture is its largest paint: fetched first; the first screen's are not deferred.
      {...pictureLoading({ isLcp, isAboveFold })}
      decoding="async"
    />
  );

  return (
    <figure className={styles.figure}>
      <ActionLink action={action} page={page} className={styles.link} image={{ src: image, alt }}>
        {picture}
      </ActionLink>
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
