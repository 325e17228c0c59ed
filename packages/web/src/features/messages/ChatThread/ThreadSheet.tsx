import { useTranslation } from 'react-i18next';
import { Dialog } from '@tessera/ui/Dialog';
import { EmbeddedThreadBody } from '../EmbeddedThread';
import { MessagingWordsGate } from '../messaging-words';
import { useThread } from '../messaging-queries';

function Sheet({ threadId, onClose }: { threadId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const thread = useThread(threadId);
  const title = thread.data?.title ?? t('messaging.title');
  return (
    <Dialog variant="sheet" title={title} closeLabel={t('common.close')} onClose={onClose}>
      <EmbeddedThreadBody threadId={threadId} label={title} />
    </Dialog>
  );
}

/** SPEC §2: a query parameter (`?thread=<id>`) opens a message thread over the page. */
export function ThreadSheet({ threadId, onClose }: { threadId: string; onClose: () => void }) {
  return (
    <MessagingWordsGate>
      <Sheet threadId={threadId} onClose={onClose} />
    </MessagingWordsGate>
  );
}
