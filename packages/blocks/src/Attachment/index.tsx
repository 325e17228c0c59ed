import { useId } from 'react';
import { Icon } from '@tessera/ui/Icon';
import { useBlockMessages } from '../lib/i18n';
import type { BlockRendererProps } from '../types';
import { fileNameOf, formatFileSize, formatLabel, isAudioFile, isSameOrigin } from './file-info';
import { attachmentMessages } from './messages';
import styles from './styles.module.css';

/** A file to download, with its type and size; an audio file can be played right here too. */
export default function Attachment({ props }: BlockRendererProps<'attachment_block'>) {
  const { title, description, url, file_size_bytes, file_type } = props;
  const { t, locale } = useBlockMessages(attachmentMessages);
  const titleId = useId();
  if (!url) return null;

  const fileName = fileNameOf(url);
  const name = title || fileName || t('file');
  const isAudio = isAudioFile(file_type, fileName);
  const meta = [
    formatLabel(file_type, fileName),
    file_size_bytes === null ? '' : formatFileSize(file_size_bytes, locale),
  ].filter(Boolean);
  const isLocal = isSameOrigin(url);

  return (
    <section className={styles.attachment} aria-labelledby={titleId}>
      <div className={styles.row}>
        <span className={styles.icon}>
          <Icon name={isAudio ? 'music' : 'file'} />
        </span>
        <div className={styles.body}>
          <p id={titleId} className={styles.title}>
            {name}
          </p>
          {meta.length > 0 ? <p className={styles.meta}>{meta.join(' · ')}</p> : null}
        </div>
      </div>
      {description ? <p className={styles.description}>{description}</p> : null}
      {isAudio ? (
        <audio
          className={styles.audio}
          src={url}
          controls
          preload="none"
          aria-label={t('listen', { title: name })}
        />
      ) : null}
      <a
        className={styles.download}
        href={url}
        aria-describedby={titleId}
        {...(isLocal
          ? { download: fileName || true }
          : { target: '_blank', rel: 'noopener noreferrer' })}
      >
        <Icon name="download" size={20} />
        <span>{t('download')}</span>
      </a>
    </section>
  );
}
