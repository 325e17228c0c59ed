/**
 * Builders shared by the messaging tests of the member app (threads, timeline, composer) and the
 * studio (moderation); kept out of the rules so that they carry no test-only paths.
 */
import type { Message, MessageThread } from '../entities/messaging';

export const THREAD_ID = '11111111-1111-4111-8111-111111111111';
/** A member as messages name them: no avatar, not the app's own profile. */
export const messagingPerson = (id: string, name: string) => ({
  id,
  name,
  avatar_urls: null,
  is_app_messaging_profile: false,
});

export const people = {
  me: messagingPerson('u-me', 'Mia Member'),
  ana: messagingPerson('u-ana', 'Ana Lee'),
  ben: messagingPerson('u-ben', 'Ben Ode'),
};

let counter = 0;
/** A root message by Ana in the thread, each one later than the last; `overrides` set what the test is about. */
export function makeMessage(overrides: Partial<Message> = {}): Message {
  counter += 1;
  return {
    id: `m-${counter}`,
    message_thread_id: THREAD_ID,
    message_ts: Date.parse('2026-05-01T10:00:00Z') + counter * 1000,
    message_type: 'message',
    message: `Message ${counter}`,
    user: people.ana,
    image_urls: [],
    image_ids: [],
    video_url: null,
    attachment_data: null,
    reply_thread_id: null,
    reaction_count: 0,
    is_root: true,
    pinned_at: null,
    created_at: null,
    client_id: null,
    reply_count: 0,
    is_liked: false,
    ...overrides,
  };
}

export function makeThread(overrides: Partial<MessageThread> = {}): MessageThread {
  return {
    kind: 'direct',
    page_id: null,
    id: THREAD_ID,
    title: 'Ana Lee',
    channel_id: `thread.${THREAD_ID}`,
    is_private: true,
    is_feed: false,
    participants: [
      { user: people.me, liked_messages: [], has_contributed: true, notifications_enabled: true },
      { user: people.ana, liked_messages: [], has_contributed: true, notifications_enabled: true },
    ],
    total_count_participants: 2,
    message_count: 0,
    latest_message_ts: null,
    latest_message: null,
    is_unread: false,
    last_message_read_ts: null,
    has_been_renamed: false,
    remaining_messages: 0,
    parent_message: null,
    ...overrides,
  };
}
