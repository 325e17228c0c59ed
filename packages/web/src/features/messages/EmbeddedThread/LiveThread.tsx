import type { ReactNode } from 'react';
import { useAuthStore } from '../../auth/auth-store';
import { useThread } from '../messaging-queries';
import { ErrorState } from '../Screen';
import { ThreadView } from '../ThreadScreen/ThreadView';

/** A signed-in member's view of an embedded thread: loaded, then its messages and composer. */
export function LiveThread({ threadId, label, loading }: { threadId: string; label: string; loading: ReactNode }) {
  const isAdmin = useAuthStore((state) => Boolean(state.user?.is_account_admin));
  const thread = useThread(threadId);
  if (thread.isPending) return loading;
  if (thread.isError) return <ErrorState error={thread.error} onRetry={() => void thread.refetch()} />;
  return <ThreadView thread={thread.data} canWrite={thread.data.kind !== 'feed' || isAdmin} allowReplies label={label} compact />;
}
