import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateAvatarContract } from '@tessera/core/api/auth';
import { MEDIA_MAX_BYTES } from '@tessera/core/constants';
import { FILE_IS_EMPTY, formatMegabytes, imageTooLarge, INVALID_IMAGE_TYPE } from '@tessera/core/messages';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { Avatar } from '../../../ui/Avatar';
import { FormAlert } from '../../../ui/FormAlert';
import { Icon } from '@tessera/ui/Icon';
import { describeError, translateMessage } from '../../../app/forms/describe-error';
import { updateSignedInUser } from '../../auth/session';
import { uploadFile } from '../../../app/api/upload';
import { useAuthStore } from '../../auth/auth-store';
import styles from './styles.module.css';

/** What the server accepts (it checks the bytes; this only saves a pointless upload). */
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/heic', 'image/heif'];

/** The same refusals as the server (SPEC §5 texts), before a byte is sent. */
export function checkAvatarFile(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.size === 0) return FILE_IS_EMPTY;
  if (!ACCEPTED_TYPES.includes(file.type)) return INVALID_IMAGE_TYPE;
  if (file.size > MEDIA_MAX_BYTES) return imageTooLarge(MEDIA_MAX_BYTES);
  return null;
}

type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; share: number }
  | { kind: 'done' }
  | { kind: 'failed'; message: string };

/** The member's photo: chosen, shown at once as a preview, uploaded with its progress. */
export function AvatarUpload() {
  const { t, i18n } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const inputRef = useRef<HTMLInputElement>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [state, setState] = useState<UploadState>({ kind: 'idle' });

  useEffect(() => () => {
    if (previewUrl) URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  if (!user) return null;
  const isUploading = state.kind === 'uploading';

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again must still fire a change.
    event.target.value = '';
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      setState({ kind: 'failed', message: translateMessage(problem, t) });
      return;
    }
    setPreviewUrl(URL.createObjectURL(file));
    setState({ kind: 'uploading', share: 0 });
    try {
      const { avatar_urls } = await uploadFile(updateAvatarContract, {
        field: 'avatar',
        file,
        onProgress: (share) => setState({ kind: 'uploading', share }),
      });
      const current = useAuthStore.getState().user;
      if (current) updateSignedInUser({ ...current, avatar_urls });
      setPreviewUrl(null);
      setState({ kind: 'done' });
    } catch (error) {
      setPreviewUrl(null);
      setState({ kind: 'failed', message: describeError(error, t, i18n.language) });
    }
  };

  const percent = state.kind === 'uploading' ? Math.round(state.share * 100) : 0;
  return (
    <div className={styles.avatarBlock}>
      <div className={styles.avatarFrame} data-uploading={isUploading || undefined}>
        <Avatar name={user.name} urls={user.avatar_urls} size={96} previewUrl={previewUrl} />
      </div>
      <div className={styles.avatarActions}>
        <input
          ref={inputRef}
          id="avatar-file"
          className={visuallyHiddenClass}
          type="file"
          accept={ACCEPTED_TYPES.join(',')}
          tabIndex={-1}
          onChange={(event) => void onChoose(event)}
        />
        <button type="button" className={styles.secondaryButton} aria-disabled={isUploading || undefined} onClick={() => !isUploading && inputRef.current?.click()}>
          <Icon name="camera" size={20} />
          {t('account.details.changePhoto')}
        </button>
        <p className={styles.muted}>{t('account.details.photoHint', { size: formatMegabytes(MEDIA_MAX_BYTES) })}</p>
        {isUploading ? (
          <div className={styles.progress}>
            <progress max={100} value={percent} aria-label={t('account.details.uploading')} />
            <span aria-hidden="true">{percent}%</span>
          </div>
        ) : null}
        <div role="status" className={styles.statusLine}>
          {isUploading ? t('account.details.uploading') : state.kind === 'done' ? t('account.details.photoUpdated') : ''}
        </div>
        {state.kind === 'failed' ? <FormAlert>{state.message}</FormAlert> : null}
      </div>
    </div>
  );
}
