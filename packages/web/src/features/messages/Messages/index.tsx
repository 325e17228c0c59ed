import { InboxScreen } from '../Inbox';
import { MessagingScreen } from '../Screen';
import { NewThreadScreen, ThreadScreen } from '../ThreadScreen';

/** `/me/messages`: the member's conversations. */
export function MessagesScreen() {
  return (
    <MessagingScreen>
      <InboxScreen />
    </MessagingScreen>
  );
}

/** `/me/messages/{threadId}` (SPEC §2). */
export function MessageThreadScreen() {
  return (
    <MessagingScreen>
      <ThreadScreen />
    </MessagingScreen>
  );
}

/** `/me/messages/new?users={ids}`: a new thread with comma-separated member ids. */
export function NewMessageScreen() {
  return (
    <MessagingScreen>
      <NewThreadScreen />
    </MessagingScreen>
  );
}
