import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import type { VideoData, VideoProvider } from '@tessera/core/entities/block-data';
import { Icon } from '@tessera/ui/Icon';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { useBlockMessages } from './i18n';
import type { Translate } from './i18n';
import { videoMessages } from './video-messages';
import styles from './VideoPlayer.module.css';
import { sizedImgProps } from '@tessera/core/media/responsive-image';

// The player library (and each provider's own player) downloads only when a member presses play.
const ProviderPlayer = lazy(() => import('./ProviderPlayer'));

const PROVIDER_NAMES: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo', facebook: 'Facebook', zoom: 'Zoom' };
/** Zoom shares recordings as pages; only a direct file link can be played here. */
const VIDEO_FILE = /\.(mp4|m4v|webm|mov|ogv)(?:[?#]|$)/i;
/** 16:9, as height in percent of width. */
const DEFAULT_RATIO = 56.25;

type Playback = 'file' | 'embed' | 'facebook' | 'link';

/** How a video plays: natively (uploads, Zoom files), in the provider's player, or on the provider's site. */
export function playbackOf(video: Pick<VideoData, 'provider' | 'url'>): Playback {
  switch (video.provider) {
    case null:
      return 'file';
    case 'zoom':
      return VIDEO_FILE.test(video.url) ? 'file' : 'link';
    case 'facebook':
      return 'facebook';
    case 'youtube':
    case 'vimeo':
      return 'embed';
  }
}

/**
 * Facebook's own video plugin. The player library stopped supporting Facebook in v3, and the
 * plugin only needs the video's address as a parameter, so no URL is taken apart here.
 */
function facebookEmbedUrl(url: string): string {
  return `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(url)}&show_text=false&autoplay=true`;
}

type VideoPlayerProps = {
  video: VideoData;
  /** Names the player for screen readers (e.g. the stream's title or the picture's alt text). */
  title?: string;
  /** A picture shown until play is pressed; the video's own thumbnail when absent. */
  poster?: string | null;
  /** Height as a percentage of width; 16:9 when absent. */
  ratio?: number | null;
};

function PlayIcon() {
  return (
    <span className={styles.playIcon} aria-hidden="true">
      <Icon name="play_arrow" size={28} isFilled />
    </span>
  );
}

function LinkOut({ video, cover, t }: { video: VideoData; cover: string | null; t: Translate<keyof (typeof videoMessages)['en']> }) {
  const provider = video.provider ? PROVIDER_NAMES[video.provider] : '';
  return (
    <a className={styles.facade} href={video.url} target="_blank" rel="noopener noreferrer">
      {cover ? <img className={styles.media} src={cover} {...sizedImgProps(cover, '100vw')} alt="" loading="lazy" decoding="async" /> : null}
      <span className={styles.linkLabel}>
        {t('watchOn', { provider })}
        <span className={visuallyHiddenClass}> ({t('newTab')})</span>
        <Icon name="external" size={16} />
      </span>
    </a>
  );
}

/**
 * One video, whatever its source: an uploaded file plays in the native player; YouTube and Vimeo
 * in their players through react-player; Facebook in its video plugin; a Zoom recording page
 * opens on Zoom. Embedded players wait behind a poster until pressed, so a page with videos
 * loads no third-party code (and sets no third-party cookies) until the member asks for it.
 */
export function VideoPlayer({ video, title = '', poster, ratio }: VideoPlayerProps) {
  const { t } = useBlockMessages(videoMessages);
  const [isStarted, setStarted] = useState(false);
  const frameRef = useRef<HTMLDivElement>(null);
  const cover = poster || video.thumbnail || null;
  const playback = playbackOf(video);
  const name = title || t('play');
  const style = { '--video-ratio': String(ratio ?? DEFAULT_RATIO) } as CSSProperties;

  // The play button goes away when pressed; keep keyboard focus in the player instead of the page top.
  useEffect(() => {
    if (isStarted) frameRef.current?.focus({ preventScroll: true });
  }, [isStarted]);

  let content: ReactNode;
  if (playback === 'link') {
    content = <LinkOut video={video} cover={cover} t={t} />;
  } else if (playback === 'file') {
    content = (
      <video className={styles.media} src={video.url} poster={cover ?? undefined} controls playsInline preload="metadata" aria-label={name} />
    );
  } else if (!isStarted) {
    content = (
      <button type="button" className={styles.facade} onClick={() => setStarted(true)} aria-label={title ? t('playTitled', { title }) : t('play')}>
        {cover ? <img className={styles.media} src={cover} {...sizedImgProps(cover, '100vw')} alt="" loading="lazy" decoding="async" /> : null}
        <PlayIcon />
      </button>
    );
  } else if (playback === 'facebook') {
    content = (
      <iframe
        className={styles.media}
        src={facebookEmbedUrl(video.url)}
        title={name}
        allow="autoplay; clipboard-write; encrypted-media; picture-in-picture; web-share"
        allowFullScreen
      />
    );
  } else {
    content = (
      <Suspense fallback={<span className={styles.loading} role="status">{t('loading')}</span>}>
        <ProviderPlayer url={video.url} title={name} fallback={<LinkOut video={video} cover={cover} t={t} />} />
      </Suspense>
    );
  }

  return (
    <div ref={frameRef} className={styles.frame} style={style} tabIndex={isStarted ? -1 : undefined} data-playback={playback}>
      {content}
    </div>
  );
}
