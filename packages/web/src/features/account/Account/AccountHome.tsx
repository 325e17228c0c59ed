import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { Avatar } from '../../../ui/Avatar';
import { Icon } from '@tessera/ui/Icon';
import type { IconName } from '@tessera/ui/Icon';
import { SubmitButton } from '../../../ui/SubmitButton';
import { logout } from '../../auth/session';
import { useAuthStore } from '../../auth/auth-store';
import { useScreenSetup } from './use-screen-setup';
import { LazyInstallAppCard } from '../../notifications/lazy-account';
import { useInstallStore } from '../../pwa/install-prompt';
import styles from './styles.module.css';

// SPEC §2 my content lives beside the account, under /me/.
const contentSections: { path: string; icon: IconName; key: string }[] = [
  { path: '/me/schedule', icon: 'calendar', key: 'myContent.schedule.title' },
  { path: '/me/saved', icon: 'bookmark', key: 'myContent.saved.title' },
  { path: '/me/programs', icon: 'repeat', key: 'myContent.programs.title' },
  { path: '/me/packs', icon: 'bag', key: 'myContent.packs.title' },
  { path: '/me/submissions', icon: 'clipboard', key: 'myContent.submissions.title' },
  { path: '/me/activity', icon: 'eye', key: 'myContent.activity.title' },
];

const sections: { path: string; icon: IconName; key: string }[] = [
  { path: 'details', icon: 'details', key: 'account.details.title' },
  { path: 'settings', icon: 'settings', key: 'account.settings.title' },
  { path: 'notifications', icon: 'bell', key: 'account.notifications.title' },
  { path: 'purchases', icon: 'bag', key: 'account.purchases.title' },
  { path: 'subscriptions', icon: 'repeat', key: 'account.subscriptions.title' },
  { path: 'support', icon: 'help', key: 'account.support.title' },
  { path: 'privacy', icon: 'shield', key: 'account.privacy.title' },
];

/** `/me/account`: who is signed in, the account's sections, and Log out. */
/** One list of account destinations, as a labelled navigation landmark. */
function MenuList({ label, items }: { label: string; items: readonly { path: string; key: string; icon: IconName }[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label}>
      <ul className={styles.menu}>
        {items.map((item) => (
          <li key={item.path}>
            <Link to={item.path} className={styles.menuItem}>
              <Icon name={item.icon} />
              <span className={styles.menuLabel}>{t(item.key)}</span>
              <Icon name="chevron" size={20} flipInRtl />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function AccountHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const member = useAuthStore((state) => state.member);
  const [isLeaving, setIsLeaving] = useState(false);
  const hasInstallNews = useInstallStore((state) => state.hasPrompt || state.status !== 'idle');
  useScreenSetup(t('account.title'));
  if (!member) return null;

  const onLogout = async () => {
    setIsLeaving(true);
    await logout();
    void navigate('/', { replace: true });
  };

  return (
    <div className={styles.screen}>
      <h1 className={visuallyHiddenClass}>{t('account.title')}</h1>
      <div className={styles.identity}>
        <Avatar name={member.name} urls={member.avatarUrls} size={64} />
        <div className={styles.identityText}>
          <p className={styles.identityName}>{member.name}</p>
          <p className={styles.identityEmail}>{member.email}</p>
        </div>
      </div>
      {hasInstallNews ? (
        <Suspense fallback={null}>
          <LazyInstallAppCard />
        </Suspense>
      ) : null}
      <MenuList label={t('myContent.title')} items={contentSections} />
      <MenuList label={t('account.title')} items={sections} />
      <SubmitButton type="button" variant="secondary" isBusy={isLeaving} busyLabel={t('account.loggingOut')} onClick={() => void onLogout()}>
        <Icon name="logout" size={20} flipInRtl />
        {t('account.logout')}
      </SubmitButton>
    </div>
  );
}
