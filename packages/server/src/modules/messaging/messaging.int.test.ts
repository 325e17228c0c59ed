import type { Message, MessageThread } from '@tessera/core/entities/messaging';
import { ALREADY_REPORTED, FAILED_TO_DELETE, GROUP_CHAT_PRO_ONLY, MESSAGING_NOT_AVAILABLE, THREAD_FORBIDDEN } from '@tessera/core/messages';
import { accessNodeSchema } from '@tessera/core/entities/page';
import type { RealtimeEvent } from '@tessera/core/realtime';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBlocks, messageNotifications, messages as messagesTable, messageThreads } from '../../db/schema/index';
import { rebuildPublishCache } from '../pages/publisher';
import { createApp, createMember, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { signedInOwner, type StudioCaller } from '../../test/studio-client';

let t: TestServer;
let owner: StudioCaller;
let appId: string;
let otherAppId: string;
let commentsPageId: string;
let lockedPageId: string;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const client = (slug = 'chat') => memberClient(t, slug);
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: string, body?: unknown) =>
  client().call(method, `/api${url}`, { token: who ? tokens[who] : undefined, body });
const send = (threadId: string, who: string, text: string, extra: Record<string, unknown> = {}) =>
  call('POST', `/threads/${threadId}/messages`, who, { data: { action: 'send', messages: [{ message: text, ...extra }] } });

async function signUp(name: string, email: string, slug = 'chat') {
  const res = await client(slug).signUp({ email, name });
  return { token: res.authentication_token, id: res.user.id };
}

/** Events delivered on a channel through the server's own bus. */
async function listen(channel: string) {
  const got: RealtimeEvent[] = [];
  const stop = await t.server.services.bus.subscribe(channel, (event) => got.push(event));
  return { got, stop };
}

beforeAll(async () => {
  t = await createTestServer();
  const mine = await signedInOwner(t, { email: 'owner@chat.test' });
  owner = mine.call;
  appId = (await createApp(t.db, { accountId: mine.accountId, slug: 'chat', name: 'Chat Club' })).id;
  await createPage(t.db, { appId, path: '/', title: 'Home', isHome: true });
  commentsPageId = (await createPage(t.db, { appId, path: '/article', title: 'An article', contentType: 'article' })).id;
  lockedPageId = (await createPage(t.db, { appId, path: '/premium', title: 'Premium', access: { inherit: false, require_purchase: true, products: [{ id: 'gold' }] } })).id;
  const { pages } = await import('../../db/schema/index');
  await t.db.update(pages).set({ isCommentable: true }).where(eq(pages.id, commentsPageId));
  await t.db.update(pages).set({ isCommentable: true }).where(eq(pages.id, lockedPageId));
  await rebuildPublishCache(t.db, appId);
  for (const [key, name] of [
    ['ann', 'Ann Runner'],
    ['bob', 'Bob Lifter'],
    ['cem', 'Cem Cyclist'],
    ['dee', 'Dee Closed'],
  ] as const) {
    const made = await signUp(name, `${key}@chat.test`);
    tokens[key] = made.token;
    ids[key] = made.id;
  }
  await call('PUT', '/subscribers', 'dee', { can_receive_messages_from_members: false });
  const admin = await createMember(t.db, { appId, email: 'admin@chat.test', name: 'Ada Admin', password: 'admin-password', isAccountAdmin: true });
  ids.admin = admin.id;
  tokens.admin = (await client().login('admin@chat.test', 'admin-password')).json().authentication_token;
  otherAppId = (await createApp(t.db, { accountId: mine.accountId, slug: 'other', name: 'Other' })).id;
  await createPage(t.db, { appId: otherAppId, path: '/', title: 'Home', isHome: true });
  const stranger = await signUp('Sam Stranger', 'sam@other.test', 'other');
  tokens.sam = stranger.token;
  ids.sam = stranger.id;
});
afterAll(async () => t.close());

let direct: MessageThread;
let first: Message;

describe('starting and writing in a direct thread', () => {
  it('refuses a guest, and messaging oneself', async () => {
    expect((await call('GET', '/threads')).statusCode).toBe(401);
    const self = await call('POST', '/threads', 'ann', { subscriber_id: ids.ann, messages: [] });
    expect(self.statusCode).toBe(422);
    expect(self.json().error.code).toBe('cannot_message_self');
  });

  it('refuses a member who does not accept messages, and one of another app, storing nothing', async () => {
    for (const target of [ids.dee, ids.sam]) {
      const res = await call('POST', '/threads', 'ann', { subscriber_id: target, messages: [{ message: 'hi' }] });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'cannot_message', details: { user_id: target } });
    }
    expect((await t.db.select({ n: count() }).from(messagesTable))[0]!.n).toBe(0);
  });

  it('an account admin messages even someone who does not accept messages', async () => {
    const res = await call('POST', '/threads', 'admin', { subscriber_id: ids.dee, messages: [{ message: 'Welcome!' }] });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('starts a direct thread with a first message, titled by the other person, and reuses it', async () => {
    const live = await listen(`app.${appId}.member.${ids.bob}`);
    const res = await call('POST', '/threads', 'ann', { subscriber_id: ids.bob, messages: [{ message: 'Hi <b>Bob</b> @<Bob Lifter>', client_id: 'c-1' }] });
    expect(res.statusCode, res.body).toBe(200);
    direct = res.json().thread;
    first = res.json().messages[0];
    expect(direct).toMatchObject({ kind: 'direct', title: 'Bob Lifter', is_private: true, total_count_participants: 2, message_count: 1 });
    expect(first.message).toBe('Hi &lt;b&gt;Bob&lt;/b&gt; @<Bob Lifter>');
    expect(first.user).toMatchObject({ id: ids.ann, name: 'Ann Runner' });
    expect(first).not.toHaveProperty('user.email');
    await expect.poll(() => live.got.map((e) => e.type)).toContain('thread.unread_changed');
    await live.stop();
    const again = await call('POST', '/threads', 'ann', { subscriber_id: ids.bob, messages: [] });
    expect(again.json().thread.id).toBe(direct.id);
    expect((await call('GET', `/threads/resolve?subscriber_ids=${ids.bob}`, 'ann')).json()).toEqual({ thread_id: direct.id });
    expect((await call('GET', `/threads/resolve?subscriber_ids=${ids.cem}`, 'ann')).json()).toEqual({ thread_id: null });
  });

  it('the mention goes to the notifications seam as a mention', async () => {
    const rows = await t.db.select().from(messageNotifications).where(eq(messageNotifications.threadId, direct.id));
    expect(rows.map((r) => [r.recipientId, r.reason])).toEqual([[ids.bob, 'mention']]);
  });

  it('a retried send (same client id) stores nothing twice', async () => {
    const body = { data: { action: 'send', messages: [{ message: 'once only', client_id: 'retry-1' }] } };
    const a = await call('POST', `/threads/${direct.id}/messages`, 'ann', body);
    const b = await call('POST', `/threads/${direct.id}/messages`, 'ann', body);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.json().messages[0].message_ts).toBe(a.json().messages[0].message_ts);
    expect((await t.db.select({ n: count() }).from(messagesTable).where(eq(messagesTable.threadId, direct.id)))[0]!.n).toBe(2);
  });

  it('splits leading and trailing links into attachment messages', async () => {
    const res = await send(direct.id, 'bob', 'https://example.test/a look https://example.test/b');
    expect(res.json().messages.map((m: Message) => [m.message_type, m.message, m.attachment_data?.url ?? null])).toEqual([
      ['attachment', '', 'https://example.test/a'],
      ['message', 'look', null],
      ['attachment', '', 'https://example.test/b'],
    ]);
    const tss = res.json().messages.map((m: Message) => m.message_ts);
    expect([...tss].sort((a, b) => a - b)).toEqual(tss);
  });

  it('the other person sees it unread until reading', async () => {
    expect((await call('GET', '/threads/unread_status', 'ann')).json()).toEqual({ has_unread: true });
    const list = (await call('GET', '/threads?type=chats', 'ann')).json();
    expect(list.threads.map((th: MessageThread) => [th.id, th.is_unread])).toEqual([[direct.id, true]]);
    const read = await call('GET', `/threads/${direct.id}/read`, 'ann');
    expect(read.json()).toMatchObject({ is_unread: false, has_unread: false });
    expect((await call('GET', '/threads/unread_status', 'ann')).json()).toEqual({ has_unread: false });
  });

  it('pages messages by message_ts both ways', async () => {
    const newest = (await call('GET', `/threads/${direct.id}/messages?limit=2`, 'ann')).json();
    expect(newest.messages).toHaveLength(2);
    expect(newest.has_more).toBe(true);
    const older = (await call('GET', `/threads/${direct.id}/messages?before=${newest.messages[1].message_ts}`, 'ann')).json();
    const asc = (await call('GET', `/threads/${direct.id}/messages?order=asc&after=${first.message_ts}`, 'ann')).json();
    const all = [...newest.messages, ...older.messages].map((m: Message) => m.message_ts);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    expect(all).toHaveLength(5);
    expect(asc.messages.map((m: Message) => m.message_ts)).toEqual(all.slice(0, 4).reverse());
    const one = await call('GET', `/threads/${direct.id}/messages/${first.message_ts}`, 'bob');
    expect(one.json().message.id).toBe(first.id);
    expect((await call('GET', `/threads/${direct.id}/messages/1`, 'bob')).statusCode).toBe(404);
  });

  it('refuses reading another thread, another app’s thread and a made-up one with SPEC’s text', async () => {
    for (const [who, slug] of [
      ['cem', 'chat'],
      ['sam', 'other'],
    ] as const) {
      const res = await client(slug).call('GET', `/api/threads/${direct.id}/messages`, { token: tokens[who] });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({ code: 'thread_forbidden', message: THREAD_FORBIDDEN });
      const post = await client(slug).call('POST', `/api/threads/${direct.id}/messages`, { token: tokens[who], body: { data: { action: 'send', messages: [{ message: 'x' }] } } });
      expect(post.statusCode).toBe(403);
    }
    expect((await call('GET', '/threads/00000000-0000-4000-8000-000000000000', 'ann')).statusCode).toBe(403);
  });
});

describe('reactions, pins, reports, deletes', () => {
  it('like and unlike change reaction_count by one and the liked list', async () => {
    const like = await call('POST', `/threads/${direct.id}/messages`, 'bob', { data: { action: 'react', message_ts: first.message_ts, reaction: 'like' } });
    expect(like.json()).toMatchObject({ liked: true, messages: [{ reaction_count: 1, is_liked: true }] });
    await call('POST', `/threads/${direct.id}/messages`, 'bob', { data: { action: 'react', message_ts: first.message_ts, reaction: 'like' } });
    const thread = (await call('GET', `/threads/${direct.id}`, 'ann')).json().thread as MessageThread;
    expect(thread.participants.find((p) => p.user.id === ids.bob)?.liked_messages).toEqual([first.message_ts]);
    expect((await call('GET', `/threads/${direct.id}/messages/${first.message_ts}/reactions`, 'ann')).json()).toMatchObject({ reaction_count: 1, users: [{ id: ids.bob }] });
    const unlike = await call('POST', `/threads/${direct.id}/messages`, 'bob', { data: { action: 'react', message_ts: first.message_ts, reaction: 'unlike' } });
    expect(unlike.json().messages[0].reaction_count).toBe(0);
  });

  it('pins and unpins', async () => {
    const pin = await call('PUT', `/threads/${direct.id}/pin`, 'bob', { pinned: true, message_ts: first.message_ts });
    expect(pin.json().pinned_at).toEqual(expect.any(String));
    expect((await call('GET', `/threads/${direct.id}/messages/${first.message_ts}`, 'ann')).json().message.pinned_at).toBe(pin.json().pinned_at);
    expect((await call('PUT', `/threads/${direct.id}/pin`, 'bob', { pinned: false, message_ts: first.message_ts })).json().pinned_at).toBeNull();
  });

  it('reports once, never one’s own', async () => {
    const url = `/threads/${direct.id}/messages/${first.message_ts}/report`;
    expect((await call('POST', url, 'bob', { reason: 'spam' })).statusCode).toBe(201);
    const again = await call('POST', url, 'bob', { reason: 'abuse' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'already_reported', message: ALREADY_REPORTED });
    expect((await call('POST', url, 'ann', { reason: 'spam' })).json().error.code).toBe('cannot_report_own');
    const queue = (await owner('GET', `/apps/${appId}/messaging/reports`)).json();
    expect(queue.reports).toHaveLength(1);
    expect(queue.reports[0]).toMatchObject({ reason: 'spam', reporter: { id: ids.bob }, message: { id: first.id } });
  });

  it('deletes: only the author; the newest remaining becomes the latest', async () => {
    const mine = (await send(direct.id, 'ann', 'delete me')).json().messages[0] as Message;
    const refused = await call('POST', `/threads/${direct.id}/messages`, 'bob', { data: { action: 'delete', message_ts: mine.message_ts } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(FAILED_TO_DELETE);
    const live = await listen(`app.${appId}.thread.${direct.id}`);
    const res = await call('POST', `/threads/${direct.id}/messages`, 'ann', { data: { action: 'delete', message_ts: mine.message_ts } });
    expect(res.json().deleted_message_ts).toBe(mine.message_ts);
    expect(res.json().latest_message.message_type).toBe('attachment');
    await expect.poll(() => live.got[0]?.type).toBe('message.deleted');
    await live.stop();
    expect((await call('GET', `/threads/${direct.id}`, 'bob')).json().thread.latest_message_ts).toBe(res.json().latest_message.message_ts);
  });

  it('an account admin deletes others’ messages only under the stricter option', async () => {
    const group = (await call('POST', '/threads', 'admin', { subscriber_ids: [ids.ann, ids.bob], title: 'Admins test' })).json().thread as MessageThread;
    const msg = (await send(group.id, 'ann', 'from ann')).json().messages[0] as Message;
    const del = () => call('POST', `/threads/${group.id}/messages`, 'admin', { data: { action: 'delete', message_ts: msg.message_ts } });
    expect((await del()).statusCode).toBe(403);
    await owner('PUT', `/apps/${appId}/messaging/settings`, { admins_can_delete: true });
    expect((await del()).statusCode).toBe(200);
    await owner('PUT', `/apps/${appId}/messaging/settings`, { admins_can_delete: false });
  });
});

describe('groups', () => {
  let group: MessageThread;
  it('creates a group titled by its people; rename keeps the title', async () => {
    const res = await call('POST', '/threads', 'ann', { subscriber_ids: [ids.bob, ids.cem], messages: [{ message: 'Team!' }] });
    group = res.json().thread;
    expect(group).toMatchObject({ kind: 'group', title: 'Bob Lifter, Cem Cyclist', total_count_participants: 3 });
    expect((await call('GET', `/threads/${group.id}/total_participants`, 'cem')).json()).toEqual({ total_participants: 3 });
    const mentionable = (await call('GET', `/threads/${group.id}/mentionable?term=cem`, 'ann')).json();
    expect(mentionable.profiles.map((p: { id: string }) => p.id)).toEqual([ids.cem]);
  });

  it('removing someone leaves one other person: the thread is titled by them', async () => {
    const res = await call('POST', `/threads/${group.id}/remove_participant`, 'ann', { user_id: ids.cem });
    expect(res.json()).toEqual({ new_thread_title: 'Bob Lifter' });
    expect((await call('GET', `/threads/${group.id}`, 'cem')).statusCode).toBe(403);
    const added = await call('POST', `/threads/${group.id}/add_participants`, 'ann', { user_ids: [ids.cem] });
    expect(added.json()).toMatchObject({ total_count_participants: 3, title: 'Bob Lifter, Cem Cyclist' });
    const renamed = await call('POST', `/threads/${group.id}/rename`, 'bob', { title: 'Early runners' });
    expect(renamed.json()).toEqual({ title: 'Early runners', has_been_renamed: true });
    await call('POST', `/threads/${group.id}/remove_participant`, 'cem', { user_id: ids.cem });
    expect((await call('GET', `/threads/${group.id}`, 'ann')).json().thread.title).toBe('Early runners');
  });

  it('a plain member cannot remove others; groups can be switched off', async () => {
    expect((await call('POST', `/threads/${group.id}/remove_participant`, 'bob', { user_id: ids.ann })).statusCode).toBe(403);
    await owner('PUT', `/apps/${appId}/messaging/settings`, { groups_enabled: false });
    const res = await call('POST', '/threads', 'ann', { subscriber_ids: [ids.bob, ids.cem] });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'group_chat_unavailable', message: GROUP_CHAT_PRO_ONLY });
    await owner('PUT', `/apps/${appId}/messaging/settings`, { groups_enabled: true });
  });

  it('notification toggle: the last toggle wins by toggle_ts', async () => {
    expect((await call('POST', `/threads/${group.id}/toggle_notification`, 'bob', { active: false, toggle_ts: 200 })).json()).toEqual({ notifications_enabled: false });
    expect((await call('POST', `/threads/${group.id}/toggle_notification`, 'bob', { active: true, toggle_ts: 100 })).json()).toEqual({ notifications_enabled: false });
    await send(group.id, 'ann', 'quiet for bob');
    const [last] = await t.db.select().from(messagesTable).orderBy(messagesTable.createdAt).limit(1).offset(
      Number((await t.db.select({ n: count() }).from(messagesTable))[0]!.n) - 1,
    );
    const notices = await t.db.select().from(messageNotifications).where(eq(messageNotifications.messageId, last!.id));
    expect(notices.map((n) => n.recipientId)).not.toContain(ids.bob);
  });
});

describe('blocking hides messages everywhere', () => {
  it('after Bob blocks Ann, he no longer sees her messages and she cannot write to him', async () => {
    await call('POST', '/subscribers/block', 'bob', { user_id: ids.ann });
    const list = (await call('GET', `/threads/${direct.id}/messages`, 'bob')).json();
    expect(list.messages.every((m: Message) => m.user.id !== ids.ann)).toBe(true);
    expect((await send(direct.id, 'ann', 'hello?')).json().error.code).toBe('cannot_message');
    const profiles = (await call('GET', `/threads/profiles?user_ids=${ids.ann}`, 'bob')).json();
    expect(profiles.profiles[0]).toMatchObject({ id: ids.ann, is_blocked: true, can_message: false });
    await t.db.delete(memberBlocks);
  });
});

describe('feeds, comments and replies', () => {
  let feed: MessageThread;
  let post: Message;
  it('the owner creates a feed and posts as the app; members read but cannot post', async () => {
    feed = (await owner('POST', `/apps/${appId}/messaging/feeds`, { title: 'Community' })).json().thread;
    post = (await owner('POST', `/apps/${appId}/messaging/threads/${feed.id}/messages`, { messages: [{ message: 'Welcome everyone' }] })).json().messages[0];
    expect(post.user).toMatchObject({ name: 'Chat Club', is_app_messaging_profile: true });
    const feeds = (await call('GET', '/threads?type=feeds', 'cem')).json();
    expect(feeds.threads.map((th: MessageThread) => th.id)).toContain(feed.id);
    const studioFeeds = (await owner('GET', `/apps/${appId}/messaging/threads?type=feeds`)).json();
    expect(studioFeeds.threads.map((th: MessageThread) => [th.id, th.latest_message?.message])).toEqual([[feed.id, 'Welcome everyone']]);
    const studioMessages = (await owner('GET', `/apps/${appId}/messaging/threads/${feed.id}/messages`)).json();
    expect(studioMessages.messages.map((m: Message) => m.id)).toEqual([post.id]);
    const refused = await send(feed.id, 'cem', 'me too');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('only_owner_posts');
  });

  it('members comment in the post’s reply thread; the parent counts replies', async () => {
    const res = await call('POST', '/threads', 'cem', { parent_message_id: post.id, messages: [{ message: 'Thanks!' }] });
    expect(res.statusCode, res.body).toBe(200);
    const replies = res.json().thread as MessageThread;
    expect(replies).toMatchObject({ kind: 'replies', parent_message: { id: post.id } });
    await call('POST', '/threads', 'bob', { parent_message_id: post.id, messages: [{ message: 'Hi all' }] });
    const parent = (await call('GET', `/threads/${feed.id}/messages/${post.message_ts}`, 'ann')).json().message as Message;
    expect(parent).toMatchObject({ reply_thread_id: replies.id, reply_count: 2 });
    const listed = (await call('GET', `/threads/${feed.id}/messages?parent_ts=${post.message_ts}&order=asc`, 'ann')).json();
    expect(listed.messages.map((m: Message) => [m.message, m.is_root])).toEqual([
      ['Thanks!', false],
      ['Hi all', false],
    ]);
  });

  it('a commentable page has a comments thread named in its props, open to whoever may see the page', async () => {
    const props = await t.server.inject({ method: 'GET', url: '/__/article/index.json', headers: { 'x-app-slug': 'chat' } });
    expect(props.json().message_thread_id).toBe(commentsPageId);
    const res = await send(commentsPageId, 'ann', 'Great read');
    expect(res.statusCode, res.body).toBe(200);
    const thread = (await call('GET', `/threads/${commentsPageId}`, 'bob')).json().thread;
    expect(thread).toMatchObject({ kind: 'comments', title: 'An article', page_id: commentsPageId });
    expect((await call('GET', `/threads/${lockedPageId}/messages`, 'bob')).statusCode).toBe(403);
    expect((await call('GET', '/threads?type=comments', 'ann')).json().threads.map((th: MessageThread) => th.id)).toEqual([commentsPageId]);
  });

  it('a member who lost access to a page no longer lists nor reads its comments or their replies', async () => {
    const { pages } = await import('../../db/schema/index');
    expect((await send(commentsPageId, 'cem', 'On the article')).statusCode).toBe(200);
    const page = await createPage(t.db, { appId, path: '/soon-premium', title: 'Soon premium', contentType: 'article' });
    await t.db.update(pages).set({ isCommentable: true }).where(eq(pages.id, page.id));
    await rebuildPublishCache(t.db, appId);
    const comment = (await send(page.id, 'cem', 'Open for now')).json().messages[0] as Message;
    const replies = (await call('POST', '/threads', 'cem', { parent_message_id: comment.id, messages: [{ message: 'Replying to myself' }] })).json().thread as MessageThread;
    const listed = async (type: string) => (await call('GET', `/threads?type=${type}&limit=1`, 'cem')).json().threads.map((th: MessageThread) => th.id);
    expect(await listed('comments')).toEqual([page.id]);
    expect(await listed('replies')).toEqual([replies.id]);

    const locked = accessNodeSchema.parse({ inherit: false, require_purchase: true, products: [{ id: 'gold' }], parent: null });
    await t.db.update(pages).set({ access: locked }).where(eq(pages.id, page.id));
    await rebuildPublishCache(t.db, appId);
    t.server.services.publishCache.invalidateApp(appId); // as the studio's publish does
    // The older comments thread (the article's) now comes first: the locked one is skipped, not a gap.
    expect(await listed('comments')).toEqual([commentsPageId]);
    expect(await listed('replies')).not.toContain(replies.id);
    for (const url of [`/threads/${page.id}`, `/threads/${page.id}/messages`, `/threads/${replies.id}/messages`]) {
      const refused = await call('GET', url, 'cem');
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.message).toBe(THREAD_FORBIDDEN);
    }
    // Ann (who commented on the article but never on this page) is unaffected.
    expect((await call('GET', '/threads?type=comments', 'ann')).json().threads.map((th: MessageThread) => th.id)).toEqual([commentsPageId]);
  });
});

describe('people, images, settings', () => {
  it('GET /subscribers lists whom I may message, by term, and leaves out a thread’s people', async () => {
    const all = (await call('GET', '/subscribers', 'ann')).json().subscribers.map((s: { id: string }) => s.id);
    expect(all).toEqual(expect.arrayContaining([ids.bob, ids.cem, ids.admin]));
    expect(all).not.toContain(ids.dee);
    expect(all).not.toContain(ids.ann);
    const byTerm = (await call('GET', '/subscribers?term=cyc', 'ann')).json().subscribers.map((s: { id: string }) => s.id);
    expect(byTerm).toEqual([ids.cem]);
    const excluded = (await call('GET', `/subscribers?excluded_by_thread=${direct.id}`, 'ann')).json().subscribers.map((s: { id: string }) => s.id);
    expect(excluded).not.toContain(ids.bob);
    const app = (await call('GET', '/threads/profiles', 'ann')).json().app_profiles;
    expect(app[0]).toMatchObject({ name: 'Chat Club', can_message: true, is_app_messaging_profile: true });
  });

  it('images go through the upload pipeline and are sent by id', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } }).png().toBuffer();
    const boundary = '----tessera-messages';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await t.server.inject({ method: 'POST', url: '/api/threads/images', headers: { 'x-app-slug': 'chat', 'x-user-token': tokens.ann!, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect(upload.statusCode, upload.body).toBe(201);
    const { image_id, image_url } = upload.json();
    const sent = await call('POST', `/threads/${direct.id}/messages`, 'ann', { data: { action: 'send', messages: [{ message_type: 'image', image_ids: [image_id] }] } });
    expect(sent.json().messages[0]).toMatchObject({ message_type: 'image', image_ids: [image_id], image_urls: [image_url] });
    const stolen = await call('POST', `/threads/${direct.id}/messages`, 'bob', { data: { action: 'send', messages: [{ message_type: 'image', image_ids: [image_id] }] } });
    expect(stolen.statusCode).toBe(400);
    const empty = await t.server.inject({ method: 'POST', url: '/api/threads/images', headers: { 'x-app-slug': 'chat', 'x-user-token': tokens.ann!, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`), Buffer.from(`\r\n--${boundary}--\r\n`)]) });
    expect(empty.json().error.message).toBe('File is empty');
  });

  it('an over-long message is refused with a clear error', async () => {
    const res = await send(direct.id, 'ann', 'x'.repeat(5001));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0]).toMatchObject({ field: 'body.data.messages.0.message', code: 'too_long' });
  });

  it("messaging switched off answers 'Messaging not available on this app'", async () => {
    await owner('PUT', `/apps/${appId}/messaging/settings`, { enabled: false });
    const res = await call('GET', '/threads', 'ann');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'messaging_not_available', message: MESSAGING_NOT_AVAILABLE });
    await owner('PUT', `/apps/${appId}/messaging/settings`, { enabled: true });
  });

  it('members write to the app; the owner sees the chat in the studio and answers as the app', async () => {
    const app = (await call('GET', '/threads/profiles', 'cem')).json().app_profiles[0];
    const started = await call('POST', '/threads', 'cem', { subscriber_id: app.id, messages: [{ message: 'Question for the coach' }] });
    expect(started.statusCode, started.body).toBe(200);
    const chats = (await owner('GET', `/apps/${appId}/messaging/threads?type=chats`)).json();
    expect(chats.threads.map((th: MessageThread) => [th.title, th.latest_message?.message])).toEqual([['Cem Cyclist', 'Question for the coach']]);
    const answer = await owner('POST', `/apps/${appId}/messaging/threads/${started.json().thread.id}/messages`, { messages: [{ message: 'Happy to help' }] });
    expect(answer.statusCode).toBe(201);
    expect((await call('GET', `/threads/${started.json().thread.id}`, 'cem')).json().thread).toMatchObject({ title: 'Chat Club', is_unread: true });
  });

  it('the studio of another account cannot see this app’s messaging', async () => {
    const rival = await signedInOwner(t, { email: 'rival@else.test', accountName: 'Else' });
    expect((await rival.call('GET', `/apps/${appId}/messaging/reports`)).statusCode).toBe(404);
    expect((await rival.call('GET', `/apps/${appId}/messaging/settings`)).statusCode).toBe(404);
    expect(otherAppId).toBeTruthy();
  });
});

describe('moderation', () => {
  it('hiding a reported message hides it from members; blocking the author stops their sending', async () => {
    const report = (await owner('GET', `/apps/${appId}/messaging/reports`)).json().reports[0];
    const hidden = await owner('POST', `/apps/${appId}/messaging/reports/${report.id}/resolve`, { action: 'hide' });
    expect(hidden.json().report).toMatchObject({ status: 'resolved', resolution: 'hidden' });
    expect((await call('GET', `/threads/${direct.id}/messages/${first.message_ts}`, 'bob')).statusCode).toBe(404);
    await call('POST', `/threads/${direct.id}/messages/${(await t.db.select().from(messagesTable).where(eq(messagesTable.text, 'look')))[0]!.ts}/report`, 'ann', { reason: 'other' });
    const next = (await owner('GET', `/apps/${appId}/messaging/reports`)).json().reports[0];
    await owner('POST', `/apps/${appId}/messaging/reports/${next.id}/resolve`, { action: 'block_author' });
    const refused = await send(direct.id, 'bob', 'still here?');
    expect(refused.json().error.code).toBe('messaging_banned');
    const threads = await t.db.select().from(messageThreads).where(eq(messageThreads.appId, otherAppId));
    expect(threads).toEqual([]);
  });
});

describe('send rate limit', () => {
  it('refuses a member’s 61st send within a minute with 429, not another member’s', async () => {
    const eve = await signUp('Eve Sprinter', 'eve@chat.test');
    tokens.eve = eve.token;
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await send(commentsPageId, 'eve', `comment ${i}`)).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await send(commentsPageId, 'ann', 'still fine')).statusCode).toBe(200);
  });
});
