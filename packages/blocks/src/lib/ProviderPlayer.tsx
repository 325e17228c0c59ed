import type { ReactNode } from 'react';
import ReactPlayer from 'react-player';
import styles from './VideoPlayer.module.css';

type ProviderPlayerProps = { url: string; title: string; fallback: ReactNode };

/**
 * YouTube and Vimeo through react-player, which knows each provider's addresses and loads only
 * that provider's player. An address it cannot play falls back to a link to the video.
 */
export default function ProviderPlayer({ url, title, fallback }: ProviderPlayerProps) {
  if (ReactPlayer.canPlay && !ReactPlayer.canPlay(url)) return <>{fallback}</>;
  return <ReactPlayer className={styles.media} src={url} title={title} playing controls playsInline width="100%" height="100%" />;
}
