import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { loadAuthOverlay } from '../load-auth-overlay';
import { useHashOverlays } from '../../../app/HashOverlays/use-hash-overlays';
import { useAuthStore } from '../auth-store';
import { Avatar } from '../../../ui/Avatar';
import styles from './styles.module.css';

/**
 * The toolbar's right side: "Sign in" for a guest, the member's avatar (to their account) once
 * signed in, and a quiet placeholder of the same size while the session is still being checked,
 * so nothing jumps or flashes the wrong button.
 */
export function AccountButton() {
  const { t } = useTranslation();
  const { open } = useHashOverlays();
  const status = useAuthStore((state) => state.status);
  const member = useAuthStore((state) => state.member);

  if (status === 'unchecked') return <span className={styles.placeholder} aria-hidden="true" />;
  if (status === 'authenticated' && member) {
    return (
      <NavLink to="/me/account" className={styles.avatarLink} aria-label={t('toolbar.account', { name: member.name })}>
        <Avatar name={member.name} urls={member.avatarUrls} size={36} />
      </NavLink>
    );
  }
  return (
    <button
      type="button"
      className={styles.signIn}
      onClick={() => open('auth')}
      onMouseEnter={() => void loadAuthOverlay()}
      onFocus={() => void loadAuthOverlay()}
      onTouchStart={() => void loadAuthOverlay()}
    >
      {t('toolbar.signIn')}
    </button>
  );
}
