import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { block, createApp, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { rebuildPublishCache } from '../pages/publisher';

let t: TestServer;
let client: ReturnType<typeof memberClient>;
let token: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestServer();
  const app = await createApp(t.db, { slug: 'course' });
  await createApp(t.db, { slug: 'other' });
  const course = await createPage(t.db, { appId: app.id, path: '/course', title: 'Course', contentType: 'program', access: { inherit: false, is_progress_root: true } });
  ids.course = course.id;
  ids.one = (await createPage(t.db, { appId: app.id, path: '/course/one', title: 'One', parentId: course.id, position: 1, blocks: [block('text_block')] })).id;
  ids.two = (await createPage(t.db, { appId: app.id, path: '/course/two', title: 'Two', parentId: course.id, position: 2 })).id;
  ids.twoA = (await createPage(t.db, { appId: app.id, path: '/course/two/a', title: 'Two A', parentId: ids.two, position: 1 })).id;
  ids.three = (await createPage(t.db, { appId: app.id, path: '/course/three', title: 'Three', parentId: course.id, position: 3 })).id;
  ids.paid = (await createPage(t.db, { appId: app.id, path: '/paid', title: 'Paid', access: { inherit: false, require_purchase: true, products: [{ id: 'p1' }] } })).id;
  await rebuildPublishCache(t.db, app.id);
  client = memberClient(t, 'course');
  token = (await client.signUp({ email: 'learner@example.test', name: 'Lee Learner' })).authentication_token;
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: Record<string, unknown>, who: string | null = token) =>
  client.call(method, url, { ...(who ? { token: who } : {}), ...(body ? { body } : {}) });

describe('completion', () => {
  it('toggles completion and reports the progress of the progress root', async () => {
    const done = await call('POST', `/api/pages/${ids.one}/complete`);
    expect(done.statusCode).toBe(200);
    // Four steps under the course (one, two, two/a, three): one done is 25%.
    expect(done.json()).toEqual({ page_id: ids.one, root_progress: { page_id: ids.course, progress: 25 } });
    expect((await call('GET', `/api/pages/${ids.one}/complete`)).json()).toEqual({ is_completed: true });
    const again = await call('POST', `/api/pages/${ids.one}/complete`);
    expect(again.json().root_progress.progress).toBe(25);
    const undone = await call('DELETE', `/api/pages/${ids.one}/complete`);
    expect(undone.json().root_progress.progress).toBe(0);
    expect((await call('GET', `/api/pages/${ids.one}/complete`)).json()).toEqual({ is_completed: false });
  });

  it('reports no completion to guests and refuses them the change', async () => {
    expect((await call('GET', `/api/pages/${ids.one}/complete`, undefined, null)).json()).toEqual({ is_completed: false });
    expect((await call('POST', `/api/pages/${ids.one}/complete`, undefined, null)).statusCode).toBe(401);
  });

  it('refuses completing a page the member cannot see', async () => {
    const res = await call('POST', `/api/pages/${ids.paid}/complete`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('page_locked');
  });

  it("answers 404 for unknown pages and other apps' pages, 400 for malformed ids", async () => {
    expect((await call('POST', '/api/pages/00000000-0000-4000-8000-000000000000/complete')).statusCode).toBe(404);
    const stranger = memberClient(t, 'other');
    const strangerToken = (await stranger.signUp({ email: 's@example.test', name: 'Sam Stranger' })).authentication_token;
    expect((await stranger.call('POST', `/api/pages/${ids.one}/complete`, { token: strangerToken })).statusCode).toBe(404);
    const bad = await call('POST', '/api/pages/not-a-page/complete');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('params.id');
  });
});

describe('starting a course', () => {
  it('subscribes with a sequence, shows in the sign-in response, and unsubscribing resets it', async () => {
    await call('POST', `/api/pages/${ids.two}/complete`);
    const started = await call('POST', `/api/pages/${ids.course}/subscribers`, { started_at: '2026-11-01T08:00:00Z' });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      page_id: ids.course,
      progress: 25,
      sequence: {
        homePage: { title: 'Course', path: '/course' },
        items: [
          { page_id: ids.one, is_completed: false },
          { page_id: ids.two, is_completed: true },
          { page_id: ids.twoA, is_completed: false },
          { page_id: ids.three, is_completed: false },
        ],
      },
    });
    const signIn = (await call('POST', '/api/auth/verify')).json();
    expect(signIn.page_subscriptions).toEqual([ids.course]);
    expect(signIn.page_completions.by_uuid).toEqual({ [ids.two!]: true });

    const info = (await call('GET', `/api/pages/${ids.course}/subscribers`)).json();
    expect(info).toMatchObject({ page_id: ids.course, count: 1, page_title: 'Course', page_path: '/course', progress: 25 });
    expect(info.last_5.map((m: { name: string }) => m.name)).toEqual(['Lee Learner']);

    const stopped = await call('DELETE', `/api/pages/${ids.course}/subscribers`);
    expect(stopped.json().progress).toBe(0);
    expect(stopped.json().sequence.items.every((i: { is_completed: boolean }) => !i.is_completed)).toBe(true);
    expect((await call('POST', '/api/auth/verify')).json().page_subscriptions).toEqual([]);
  });
});

describe('bookmarks, tree and path', () => {
  it('toggles a bookmark', async () => {
    expect((await call('POST', `/api/pages/${ids.three}/bookmarks/toggle`)).json()).toEqual({ is_bookmarked: true });
    expect((await call('POST', '/api/auth/verify')).json().bookmarked_pages).toEqual([ids.three]);
    expect((await call('POST', `/api/pages/${ids.three}/bookmarks/toggle`)).json()).toEqual({ is_bookmarked: false });
  });

  it('answers the completion tree under a root', async () => {
    await call('POST', `/api/pages/${ids.twoA}/complete`);
    const tree = (await call('GET', `/api/pages/tree?root=${ids.course}`)).json();
    expect(tree.map((n: { page_id: string }) => n.page_id)).toEqual([ids.one, ids.two, ids.three]);
    expect(tree[1].pages).toEqual([{ page_id: ids.twoA, is_completed: true, pages: [] }]);
  });

  it('answers the path of a page', async () => {
    expect((await call('GET', `/api/pages/${ids.twoA}/path`)).json()).toEqual({ path: '/course/two/a' });
  });
});

describe('my content', () => {
  it('lists started programs and bookmarks, newest first, for the member only', async () => {
    const started = await call('POST', `/api/pages/${ids.course}/subscribers`);
    expect(started.statusCode, started.body).toBe(200);
    await call('POST', `/api/pages/${ids.one}/bookmarks/toggle`);
    const mine = (await call('GET', '/api/my-content')).json();
    expect(mine.programs.map((p: { title: string }) => p.title)).toEqual(['Course']);
    expect(mine.bookmarked_items.map((p: { path: string }) => p.path)).toEqual(['/course/one']);
    expect((await call('GET', '/api/my-content', undefined, null)).statusCode).toBe(401);
  });
});
