import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { blockSubscriberContract } from '@tessera/core/api/subscribers';
import type { MemberProfile } from '@tessera/core/entities/user';
import { api } from '../../../app/api/api';
import { useAuthStore } from '../../auth/auth-store';
import { MessagingWordsGate } from '../messaging-words';
import { screenStyles } from '../Screen';
import styles from './styles.module.css';

/**
 * SPEC §4/§6: a member blocks another (asked first). The member's blocked list changes at once, so
 * every open thread hides that person's messages (`withHidden`), and the server hides them from now on.
 */
export function BlockMember({ member }: { member: Pick<MemberProfile, 'id' | 'name'> }) {
  const { t } = useTranslation();
  const isBlocked = useAuthStore((state) => state.data.blocked_user_ids.includes(member.id));
  const [state, setState] = useState<'idle' | 'confirm' | 'busy' | 'failed'>('idle');
  const block = async () => {
    setState('busy');
    try {
      const answer = await api(blockSubscriberContract, { body: { user_id: member.id } });
      useAuthStore.setState((store) => ({
        data: { ...store.data, blocked_user_ids: answer.blocked_user_ids },
      }));
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  if (isBlocked) {
    return (
      <p className={styles.note} role="status">
        {t('messaging.profile.blocked')}
      </p>
    );
  }
  return (
    <div className={styles.block}>
      {state === 'confirm' || state === 'busy' ? (
        <div className={styles.confirm} role="group" aria-label={t('messaging.profile.block')}>
          <p className={styles.note}>
            {t('messaging.profile.blockConfirm', { name: member.name })}
          </p>
          <button
            type="button"
            className={screenStyles.primary}
            disabled={state === 'busy'}
            onClick={() => void block()}
          >
            {t('messaging.profile.block')}
          </button>
          <button type="button" className={screenStyles.secondary} onClick={() => setState('idle')}>
            {t('messaging.thread.cancel')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className={screenStyles.secondary}
          onClick={() => setState('confirm')}
        >
          {t('messaging.profile.block')}
        </button>
      )}
      {state === 'failed' ? (
        <p className={styles.error} role="alert">
          {t('messaging.profile.blockFailed')}
        </p>
      ) : null}
    </div>
  );
}

/** On another member's profile (`#member/<id>`): write to them, or block them. */
export function MemberMessagingActions({
  member,
  onDone,
}: {
  member: MemberProfile;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const myId = useAuthStore((state) => state.user?.id);
  if (member.id === myId) return null;
  return (
    <MessagingWordsGate>
      <div className={styles.actions}>
        <button
          type="button"
          className={screenStyles.primary}
          onClick={() => {
            onDone();
            void navigate(`/me/messages/new?users=${encodeURIComponent(member.id)}`);
          }}
        >
          {t('messaging.profile.message')}
        </button>
        <BlockMember member={member} />
      </div>
    </MessagingWordsGate>
  );
}
