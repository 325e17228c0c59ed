import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { unsubscribeContract } from '@tessera/core/api/notifications';
import { UNSUBSCRIBE_TYPES, type UnsubscribeType } from '@tessera/core/notifications/settings';
import { AppError } from '@tessera/core/errors';
import { useAppConfig } from '../../app/app-config-context';
import { api } from '../../app/api/api';
import { Notice } from '../../ui/Notice';
import { SubmitButton } from '../../ui/SubmitButton';
import { notificationWords } from './words';
import styles from './styles.module.css';

type Result =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done' | 'already'; email: string }
  | { kind: 'invalid' | 'expired' | 'incomplete' | 'failed' };

type LinkParts = { subscriberId: string; type: UnsubscribeType; token: string };

/** The link's parts, or null when one is missing or not one the app writes. */
export function readUnsubscribeLink(params: URLSearchParams): LinkParts | null {
  const subscriberId = params.get('subscriber_id') ?? '';
  const type = params.get('type') ?? '';
  const token = params.get('token') ?? '';
  if (!/^\d{1,16}$/.test(subscriberId) || !token || !(UNSUBSCRIBE_TYPES as readonly string[]).includes(type)) return null;
  return { subscriberId, type: type as UnsubscribeType, token };
}

/** A refused link says why: forged (or another app's) and expired are told apart; nothing changed either way. */
export function resultOfError(error: unknown): Result {
  if (error instanceof AppError && error.code === 'unsubscribe_link_invalid') {
    return { kind: JSON.stringify(error.details ?? '').includes('token_expired') ? 'expired' : 'invalid' };
  }
  if (error instanceof AppError && error.status === 400) return { kind: 'invalid' };
  return { kind: 'failed' };
}

/**
 * `/unsubscribe-from-email?subscriber_id=…&type=…&token=…` (SPEC §2), from every email's footer:
 * no sign-in (the signed token proves the link), one click, and a result that says what happened.
 */
export function UnsubscribeScreen() {
  const { t } = notificationWords.useWords('notifications');
  const config = useAppConfig();
  const [params] = useSearchParams();
  const link = readUnsubscribeLink(params);
  const [result, setResult] = useState<Result>(link ? { kind: 'idle' } : { kind: 'incomplete' });

  useEffect(() => {
    document.title = `${t('unsubscribe.title')} · ${config.name}`;
  }, [t, config.name]);

  const unsubscribe = async () => {
    if (!link) return;
    setResult({ kind: 'working' });
    try {
      const answer = await api(unsubscribeContract, { body: { subscriber_id: Number(link.subscriberId), type: link.type, token: link.token } });
      // A second click, or emails already off in the app's settings: say so rather than "Done".
      setResult({ kind: answer.already_unsubscribed ? 'already' : 'done', email: answer.email });
    } catch (error) {
      setResult(resultOfError(error));
    }
  };

  const isFinished = result.kind === 'done' || result.kind === 'already';
  const isRefused = result.kind === 'invalid' || result.kind === 'expired' || result.kind === 'incomplete';
  return (
    <Notice icon="bell" title={t('unsubscribe.title')}>
      <div className={styles.result}>
        {link ? <p className={styles.text}>{t(`unsubscribe.types.${link.type}`)}</p> : null}
        <div role={isRefused || result.kind === 'failed' ? 'alert' : 'status'} aria-live="polite">
          {isFinished ? <p className={styles.text}>{t(`unsubscribe.${result.kind}`, { email: result.email })}</p> : null}
          {isRefused || result.kind === 'failed' ? <p className={styles.text}>{t(`unsubscribe.${result.kind}`)}</p> : null}
        </div>
        {result.kind === 'idle' || result.kind === 'working' || result.kind === 'failed' ? (
          <SubmitButton type="button" isBusy={result.kind === 'working'} busyLabel={t('unsubscribe.working')} onClick={() => void unsubscribe()}>
            {result.kind === 'failed' ? t('unsubscribe.retry') : t('unsubscribe.title')}
          </SubmitButton>
        ) : null}
        {isFinished || isRefused ? <Link to="/me/account/notifications">{t('unsubscribe.manage')}</Link> : null}
        <Link to="/">{t('unsubscribe.home')}</Link>
      </div>
    </Notice>
  );
}
