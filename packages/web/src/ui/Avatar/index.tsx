import type { AvatarUrls } from '@tessera/core/entities/user';
import { initialsOf } from '@tessera/ui/initials';
import styles from './styles.module.css';

type AvatarProps = {
  name: string;
  urls: AvatarUrls;
  /** Pixel size on screen; the smallest stored image that is sharp at twice that size is used. */
  size: number;
  /** A local preview (an object URL) shown instead of the stored image. */
  previewUrl?: string | null;
};

function pickUrl(urls: NonNullable<AvatarUrls>, size: number): string {
  if (size * 2 <= 100) return urls.small;
  if (size * 2 <= 180) return urls.medium;
  return urls.large;
}

/** The member's photo, or their initials on the brand colour. Decorative: the name is said nearby. */
export function Avatar({ name, urls, size, previewUrl }: AvatarProps) {
  const src = previewUrl ?? (urls ? pickUrl(urls, size) : null);
  return (
    <span className={styles.avatar} style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }} aria-hidden="true">
      {src ? <img className={styles.image} src={src} alt="" width={size} height={size} /> : initialsOf(name) || '?'}
    </span>
  );
}
