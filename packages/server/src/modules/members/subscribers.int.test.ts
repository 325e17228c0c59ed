import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';

let t: TestServer;
let client: ReturnType<typeof memberClient>;
let me: { token: string; id: string };
let friend: { token: string; id: string };

beforeAll(async () => {
  t = await createTestServer();
  await createApp(t.db, { slug: 'people' });
  await createApp(t.db, { slug: 'elsewhere' });
  client = memberClient(t, 'people');
  const a = await client.signUp({ email: 'me@example.test', name: 'Morgan Me' });
  const b = await client.signUp({ email: 'friend@example.test', name: 'Frankie Friend' });
  await client.signUp({ email: 'shy@example.test', name: 'Shelby Shy' });
  me = { token: a.authentication_token, id: a.user.id };
  friend = { token: b.authentication_token, id: b.user.id };
});
afterAll(async () => t.close());

describe('member settings', () => {
  it('PUT /subscribers changes language, messaging and profile visibility', async () => {
    const res = await client.call('PUT', '/api/subscribers', { token: me.token, body: { language: 'de', can_receive_messages_from_members: false, is_profile_public: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().subscriber).toMatchObject({ language: 'de', can_receive_messages_from_members: false, is_profile_public: true });
    const bad = await client.call('PUT', '/api/subscribers', { token: me.token, body: { language: 'klingon' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('body.language');
  });

  it('blocks another member of the same app, not oneself or a stranger', async () => {
    const res = await client.call('POST', '/api/subscribers/block', { token: me.token, body: { user_id: friend.id } });
    expect(res.json()).toEqual({ blocked_user_ids: [friend.id] });
    expect((await client.call('POST', '/api/subscribers/block', { token: me.token, body: { user_id: me.id } })).statusCode).toBe(400);
    const stranger = await memberClient(t, 'elsewhere').signUp({ email: 'x@example.test', name: 'Xan Stranger' });
    expect((await client.call('POST', '/api/subscribers/block', { token: me.token, body: { user_id: stranger.user.id } })).statusCode).toBe(404);
    const signIn = await client.call('POST', '/api/auth/verify', { token: me.token });
    expect(signIn.json().blocked_user_ids).toEqual([friend.id]);
  });

  it('swaps and resets exercises', async () => {
    const swapped = await client.call('POST', '/api/subscribers/swap_exercise', { token: me.token, body: { exercise_id: 'squat', alternate_id: 'goblet-squat' } });
    expect(swapped.json()).toEqual({ exercise_swaps: [{ exercise_id: 'squat', alternate_id: 'goblet-squat' }] });
    const changed = await client.call('POST', '/api/subscribers/swap_exercise', { token: me.token, body: { exercise_id: 'squat', alternate_id: 'box-squat' } });
    expect(changed.json().exercise_swaps).toEqual([{ exercise_id: 'squat', alternate_id: 'box-squat' }]);
    const reset = await client.call('POST', '/api/subscribers/reset_exercise', { token: me.token, body: { exercise_id: 'squat' } });
    expect(reset.json()).toEqual({ exercise_swaps: [] });
  });

  it('stores properties and lists the submitted ones', async () => {
    expect((await client.call('PUT', '/api/subscriber/properties/goal', { token: me.token, body: { value: 'strength' } })).json()).toEqual({ subscriber_property: { slug: 'goal', value: 'strength' } });
    await client.call('PUT', '/api/subscriber/properties/level', { token: me.token, body: { value: null } });
    expect((await client.call('GET', '/api/subscriber/properties/goal', { token: me.token })).json().subscriber_property.value).toBe('strength');
    expect((await client.call('GET', '/api/subscriber/properties', { token: me.token })).json().subscriber_properties).toHaveLength(2);
    expect((await client.call('GET', '/api/subscriber/submitted_properties', { token: me.token })).json().properties).toEqual([{ slug: 'goal', value: 'strength' }]);
    expect((await client.call('PUT', '/api/subscriber/properties/Bad Slug!', { token: me.token, body: { value: 'x' } })).statusCode).toBe(400);
  });
});

describe('directory', () => {
  it('lists public profiles of this app, searchable, paged from 1', async () => {
    await client.call('PUT', '/api/subscribers', { token: friend.token, body: { is_profile_public: true } });
    const shy = (await client.login('shy@example.test', 'secret-password')).json().authentication_token;
    await client.call('PUT', '/api/subscribers', { token: shy, body: { is_profile_public: false } });
    const all = await client.call('GET', '/api/subscribers/directory', { token: me.token });
    expect(all.json()).toMatchObject({ page: 1, total_count: 1 });
    expect(all.json().items.map((p: { name: string }) => p.name)).toEqual(['Frankie Friend']);
    const search = await client.call('GET', '/api/subscribers/directory?term=frank', { token: me.token });
    expect(search.json().total_count).toBe(1);
    const none = await client.call('GET', '/api/subscribers/directory?term=%25', { token: me.token });
    expect(none.json().total_count).toBe(0);
    expect((await client.call('GET', '/api/subscribers/directory?page=0', { token: me.token })).statusCode).toBe(400);
    expect((await client.call('GET', '/api/subscribers/directory')).statusCode).toBe(401);
  });

  it('shows one public profile of this app; a private, unknown or other app\'s member is 404', async () => {
    await client.call('PUT', '/api/subscribers', { token: friend.token, body: { is_profile_public: true } });
    const shy = (await client.login('shy@example.test', 'secret-password')).json();
    await client.call('PUT', '/api/subscribers', { token: shy.authentication_token, body: { is_profile_public: false } });
    const res = await client.call('GET', `/api/subscribers/${friend.id}/profile`, { token: me.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ profile: { id: friend.id, name: 'Frankie Friend', avatar_urls: null, is_app_messaging_profile: false } });
    expect((await client.call('GET', `/api/subscribers/${shy.user.id}/profile`, { token: me.token })).statusCode).toBe(404);
    expect((await client.call('GET', '/api/subscribers/not-a-member/profile', { token: me.token })).statusCode).toBe(404);
    const stranger = await memberClient(t, 'elsewhere').signUp({ email: 'public-stranger@example.test', name: 'Pat Public' });
    await memberClient(t, 'elsewhere').call('PUT', '/api/subscribers', { token: stranger.authentication_token, body: { is_profile_public: true } });
    expect((await client.call('GET', `/api/subscribers/${stranger.user.id}/profile`, { token: me.token })).statusCode).toBe(404);
    expect((await client.call('GET', `/api/subscribers/${friend.id}/profile`)).statusCode).toBe(401);
  });
});
