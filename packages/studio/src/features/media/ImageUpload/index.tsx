import { useId, useState, type ChangeEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RECENT_MEDIA_LIMIT, type StudioMedia } from '@tessera/core/api/studio-media';
import { MEDIA_MAX_BYTES } from '@tessera/core/constants';
import { fieldIssueSchema } from '@tessera/core/error-schemas';
import { AppError } from '@tessera/core/errors';
import { FILE_IS_EMPTY, imageTooLarge, INVALID_IMAGE_TYPE } from '@tessera/core/messages';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { describeError, translateFieldIssue, translateFieldMessage } from '../../../app/describe-error';
import { ownerQueryKey } from '../../../app/owner-query';
import { isUnauthorized } from '../../../app/studio-api';
import { recentMediaQuery, uploadImage } from '../studio-media';
import styles from './styles.module.css';

type Props = {
  appId: string;
  /**
   * The name of the image field this uploads for: added to the button names ("Upload image, Logo
   * image"), so a screen with several images does not offer several identical buttons. The visible
   * text starts the name, as WCAG's "label in name" asks.
   */
  fieldLabel: string;
  /** The address chosen now: marked among the recent uploads. */
  currentUrl: string;
  /** An image was uploaded, or picked from the recent ones. */
  onPick: (media: StudioMedia) => void;
  /** Why an upload was refused, in words for the owner; null once there is nothing to say. */
  onError: (message: string | null) => void;
  disabled?: boolean;
};

/**
 * What the studio knows before sending: the server judges the content, but a file it will refuse
 * for its size or declared type need not travel first. The texts are SPEC's, as the server's.
 */
function problemBeforeSending(file: File): string | null {
  if (file.size === 0) return FILE_IS_EMPTY;
  if (file.size > MEDIA_MAX_BYTES) return imageTooLarge(MEDIA_MAX_BYTES);
  if (file.type && !file.type.startsWith('image/')) return INVALID_IMAGE_TYPE;
  return null;
}

/** The server's message about the file when it gave one; otherwise why the call failed. */
function uploadProblem(error: unknown, t: TFunction, language: string): string {
  if (error instanceof AppError && Array.isArray(error.details)) {
    for (const detail of error.details) {
      const issue = fieldIssueSchema.safeParse(detail);
      if (issue.success && issue.data.field === 'body.file') return translateFieldIssue(issue.data, t);
    }
  }
  return describeError(error, t, language);
}

/**
 * Upload an image for an app, or pick one uploaded before. The file input is a real one (so it
 * works with the keyboard, screen readers and drag-and-drop onto it), dressed as a button by its
 * label. The recent uploads load only when the owner opens them.
 */
export function ImageUpload({ appId, fieldLabel, currentUrl, onPick, onError, disabled = false }: Props) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const recentId = useId();
  const [isRecentOpen, setRecentOpen] = useState(false);
  const [status, setStatus] = useState<'idle' | 'uploaded'>('idle');
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage(appId, file),
    onSuccess: ({ media }) => {
      client.setQueryData(recentMediaQuery(appId).queryKey, (current) =>
        current ? { items: [media, ...current.items.filter((item) => item.id !== media.id)].slice(0, RECENT_MEDIA_LIMIT) } : current,
      );
    },
    onError: (error) => {
      if (isUnauthorized(error)) client.setQueryData(ownerQueryKey, null);
    },
  });
  const isUploading = upload.isPending;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    // Cleared, so that choosing the same file again (after fixing it) is a change again.
    event.currentTarget.value = '';
    if (!file || isUploading) return;
    setStatus('idle');
    const early = problemBeforeSending(file);
    onError(early === null ? null : translateFieldMessage(early, t));
    if (early) return;
    upload.mutate(file, {
      onSuccess: ({ media }) => {
        setStatus('uploaded');
        onPick(media);
      },
      onError: (error) => onError(uploadProblem(error, t, i18n.language)),
    });
  }

  return (
    <div className={styles.upload}>
      <div className={styles.actions}>
        <label className={styles.button} data-disabled={disabled || isUploading || undefined}>
          <input
            type="file"
            accept="image/*"
            className={`${styles.file} ${visuallyHiddenClass}`}
            disabled={disabled}
            aria-label={`${t('editor.image.upload')}, ${fieldLabel}`}
            aria-busy={isUploading || undefined}
            // Not disabled while uploading, so the focus stays put; no second chooser opens meanwhile.
            onClick={(event) => {
              if (isUploading) event.preventDefault();
            }}
            onChange={choose}
          />
          {t('editor.image.upload')}
        </label>
        <button
          type="button"
          className={styles.toggle}
          aria-label={`${t('editor.image.recent')}, ${fieldLabel}`}
          aria-expanded={isRecentOpen}
          aria-controls={isRecentOpen ? recentId : undefined}
          onClick={() => setRecentOpen((open) => !open)}
        >
          {t('editor.image.recent')}
        </button>
        {/* A polite live region present before it has text, so the change is announced. */}
        <span aria-live="polite" className={styles.status}>
          {isUploading ? t('editor.image.uploading') : status === 'uploaded' ? t('editor.image.uploaded') : ''}
        </span>
      </div>
      {isRecentOpen ? (
        <RecentImages
          id={recentId}
          appId={appId}
          currentUrl={currentUrl}
          disabled={disabled}
          onPick={(media) => {
            setStatus('idle');
            onError(null);
            onPick(media);
          }}
        />
      ) : null}
    </div>
  );
}

type RecentProps = { id: string; appId: string; currentUrl: string; disabled: boolean; onPick: (media: StudioMedia) => void };

/** Thumbnails of the app's recent uploads, newest first; the chosen one is pressed. */
function RecentImages({ id, appId, currentUrl, disabled, onPick }: RecentProps) {
  const { t, i18n } = useTranslation();
  const recent = useQuery(recentMediaQuery(appId));
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  if (recent.isPending) {
    return (
      <p id={id} className={styles.note} aria-busy="true">
        {t('editor.image.recentLoading')}
      </p>
    );
  }
  if (recent.isError) {
    return (
      <div id={id} className={styles.note}>
        <p>{t('editor.image.recentFailed')}</p>
        <button type="button" className={styles.toggle} onClick={() => void recent.refetch()}>
          {t('editor.image.recentRetry')}
        </button>
      </div>
    );
  }
  if (recent.data.items.length === 0) {
    return (
      <p id={id} className={styles.note}>
        {t('editor.image.recentEmpty')}
      </p>
    );
  }
  return (
    <ul id={id} className={styles.grid} aria-label={t('editor.image.recent')}>
      {recent.data.items.map((media) => (
        <li key={media.id}>
          <button type="button" className={styles.thumb} aria-pressed={media.url === currentUrl} disabled={disabled} onClick={() => onPick(media)}>
            <img
              src={media.url}
              alt={t('editor.image.recentItem', { date: date.format(new Date(media.created_at)), width: media.width, height: media.height })}
              loading="lazy"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
