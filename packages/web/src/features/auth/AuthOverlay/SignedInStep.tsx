import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MemberView } from '@tessera/core/entities/user';
import { Avatar } from '../../../ui/Avatar';
import { SubmitButton } from '../../../ui/SubmitButton';
import styles from './styles.module.css';

/** #auth opened by someone already signed in: who they are, and the way to their account. */
export function SignedInStep({ member, onClose }: { member: MemberView; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.step}>
      <div className={styles.signedIn}>
        <Avatar name={member.name} urls={member.avatarUrls} size={48} />
        <div className={styles.signedInText}>
          <span className={styles.signedInName}>{member.name}</span>
          <span className={styles.signedInEmail}>{member.email}</span>
        </div>
      </div>
      <SubmitButton type="button" onClick={() => void navigate('/me/account')}>
        {t('auth.goToAccount')}
      </SubmitButton>
      <SubmitButton type="button" variant="secondary" onClick={onClose}>
        {t('overlays.continueBrowsing')}
      </SubmitButton>
    </div>
  );
}
