import { describe, expect, it } from 'vitest';
import { localMessageSchema, messageSchema, messageThreadSchema } from './messaging';

const author = { id: 'u_1', name: 'Mia', avatar_urls: null };
const message = {
  id: 'm_1',
  message_thread_id: 't_1',
  message_ts: 1_767_225_600_000,
  message_type: 'message',
  message: 'Hi @<Ola Nordmann>!',
  user: author,
};

describe('messageSchema', () => {
  it('parses a text message with defaults', () => {
    const parsed = messageSchema.parse(message);
    expect(parsed).toMatchObject({
      image_urls: [],
      reaction_count: 0,
      is_root: true,
      pinned_at: null,
    });
  });

  it('parses an attachment message', () => {
    const parsed = messageSchema.parse({
      ...message,
      message_type: 'attachment',
      message: '',
      attachment_data: { url: 'https://example.com/article', title: 'Article' },
    });
    expect(parsed.attachment_data?.image_url).toBeNull();
  });

  it('refuses unknown types and fractional time stamps', () => {
    expect(messageSchema.safeParse({ ...message, message_type: 'sticker' }).success).toBe(false);
    expect(messageSchema.safeParse({ ...message, message_ts: 1.5 }).success).toBe(false);
  });

  it('keeps a local status only on the local form', () => {
    expect(localMessageSchema.parse({ ...message, status: 'sending' }).status).toBe('sending');
    expect(localMessageSchema.safeParse({ ...message, status: 'sent' }).success).toBe(false);
    expect('status' in messageSchema.parse({ ...message, status: 'sending' })).toBe(false);
  });
});

describe('messageThreadSchema', () => {
  it('parses a private thread with participants and a latest message', () => {
    const thread = messageThreadSchema.parse({
      id: 't_1',
      title: 'Ola Nordmann',
      channel_id: 'thread-t_1',
      is_private: true,
      participants: [
        { user: author, liked_messages: [1_767_225_600_000], has_contributed: true },
        { user: { id: 'u_2', name: 'Ola Nordmann' } },
      ],
      total_count_participants: 2,
      message_count: 1,
      latest_message_ts: message.message_ts,
      latest_message: message,
      is_unread: true,
    });
    expect(thread.participants[1]?.notifications_enabled).toBe(true);
    expect(thread.latest_message?.user.name).toBe('Mia');
    expect(thread.parent_message).toBeNull();
  });
});
