import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AppError } from '@tessera/core/errors';
import { Dialog } from '@tessera/ui/Dialog';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { useAppConfig } from '../../../app/app-config-context';
import { useHashOverlays } from '../../../app/HashOverlays/use-hash-overlays';
import { useAuthStore } from '../../auth/auth-store';
import { Avatar } from '../../../ui/Avatar';
import { useMemberProfile } from '../use-member-profile';
import panel from '../../../ui/panel.module.css';
import styles from './styles.module.css';

const AVATAR_SIZE = 96;

// Messaging (write to them, block them) comes with its own chunk.
const MemberMessagingActions = lazy(() => import('../../messages/MemberActions').then((module) => ({ default: module.MemberMessagingActions })));

function Loading() {
  const { t } = useTranslation();
  return (
    <div className={styles.profile} role="status" data-profile-state="loading">
      <span className={visuallyHiddenClass}>{t('overlays.member.loading')}</span>
      <span className={`${styles.skeletonAvatar} ${styles.skeleton}`} aria-hidden="true" />
      <span className={`${styles.skeletonLine} ${styles.skeleton}`} aria-hidden="true" />
    </div>
  );
}

function Content({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { name: appName } = useAppConfig();
  const status = useAuthStore((state) => state.status);
  const { open } = useHashOverlays();
  const isMember = status === 'authenticated';
  const query = useMemberProfile(id, isMember);

  if (status === 'unchecked') return <Loading />;
  if (!isMember) {
    // Profiles are for members of the app, like the directory they are found in.
    return (
      <div className={panel.panel} data-profile-state="guest">
        <p className={panel.text}>{t('overlays.member.signIn')}</p>
        <button type="button" className={panel.primary} onClick={() => open('auth')}>
          {t('toolbar.signIn')}
        </button>
      </div>
    );
  }
  if (query.isPending) return <Loading />;
  if (query.isError) {
    // A private profile answers like a missing one: neither comes back by trying again.
    const isMissing = query.error instanceof AppError && query.error.status === 404;
    return (
      <div className={panel.panel} role="alert" data-profile-state={isMissing ? 'missing' : 'error'}>
        <p className={panel.text}>{t(isMissing ? 'overlays.member.missing' : 'overlays.member.error')}</p>
        {isMissing ? (
          <button type="button" className={panel.primary} onClick={onClose}>
            {t('overlays.continueBrowsing')}
          </button>
        ) : (
          <button type="button" className={panel.primary} onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        )}
      </div>
    );
  }
  const profile = query.data;
  return (
    <div className={styles.profile} data-profile-state="ready" data-member-id={profile.id}>
      <Avatar name={profile.name} urls={profile.avatar_urls} size={AVATAR_SIZE} />
      {profile.is_app_messaging_profile ? <p className={styles.official}>{t('overlays.member.official', { app: appName })}</p> : null}
      <Suspense fallback={null}>
        <MemberMessagingActions member={profile} onDone={onClose} />
      </Suspense>
    </div>
  );
}

/**
 * `#member/<id>`: another member's public profile over the page, opened from the member directory.
 * A sheet from the bottom on phones and a centred dialog from 768 px; the member's name is its
 * title once known (said once, so not repeated under the photo). Below it: send them a message, or block them (messaging's chunk).
 */
export function MemberProfilePanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const isMember = useAuthStore((state) => state.status === 'authenticated');
  const query = useMemberProfile(id, isMember);
  return (
    <Dialog variant="sheet" title={query.data?.name ?? t('overlays.member.title')} closeLabel={t('common.close')} onClose={onClose} initialFocus="close">
      <Content id={id} onClose={onClose} />
    </Dialog>
  );
}
