import { lazy, Suspense } from 'react';

// Messaging is its own chunk: a page with a chat block or comments loads it when it renders them.
const EmbeddedThread = lazy(() =>
  import('../EmbeddedThread').then((module) => ({ default: module.EmbeddedThread })),
);

const ThreadSheetPanel = lazy(() =>
  import('./ThreadSheet').then((module) => ({ default: module.ThreadSheet })),
);

/** SPEC §2: `?thread=<id>` on a page opens that thread over it; closing removes the parameter. */
export function ThreadFromQuery({ threadId, onClose }: { threadId: string; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <ThreadSheetPanel threadId={threadId} onClose={onClose} />
    </Suspense>
  );
}

/** The chat block's thread (BlockContext `Thread`), loaded with messaging's chunk. */
export function ChatThread({ threadId, title }: { threadId: string; title: string }) {
  return (
    <Suspense fallback={null}>
      <EmbeddedThread threadId={threadId} title={title} variant="chat" />
    </Suspense>
  );
}

/** A commentable page's comments (SPEC §3 is_commentable, message_thread_id). */
export function PageComments({ threadId }: { threadId: string }) {
  return (
    <Suspense fallback={null}>
      <EmbeddedThread threadId={threadId} variant="comments" />
    </Suspense>
  );
}
