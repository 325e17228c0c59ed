import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Notice, noticeStyles } from '../../../ui/Notice';
import { useCurrentPageStore } from '../../../app/current-page-store';
import styles from './styles.module.css';

function ComingSoon({ title, detail }: { title: string; detail?: string }) {
  const { t } = useTranslation();
  const setPage = useCurrentPageStore((state) => state.setPage);
  useEffect(() => setPage(null), [setPage]);
  return (
    <Notice icon="message" title={title}>
      <p className={noticeStyles.text}>{t('messages.comingSoon')}</p>
      {detail ? <p className={`${noticeStyles.muted} ${styles.detail}`}>{detail}</p> : null}
    </Notice>
  );
}

/** `/me/messages/{threadId}` (SPEC §2). Messaging arrives with its own issue. */
export function MessageThreadScreen() {
  const { t } = useTranslation();
  const { threadId = '' } = useParams();
  return <ComingSoon title={t('messages.title')} detail={t('messages.thread', { id: threadId })} />;
}

/** `/me/messages/new?users={ids}`: a new thread with comma-separated member ids. */
export function NewMessageScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const users = (search.get('users') ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  return <ComingSoon title={t('messages.new')} detail={users.length ? t('messages.recipients', { count: users.length }) : undefined} />;
}
