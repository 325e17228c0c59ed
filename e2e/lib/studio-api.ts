import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_SLUG } from './demo-data';

/**
 * The demo owner's side of the studio API, for specs that need data the demo seed does not hold:
 * an overlay, a page with a given block, another app. Through HTTP only, as the studio does it
 * (its CSRF header on every call, the owner's session cookie in the request context).
 */
const STUDIO_HEADERS = { 'X-Tessera-Studio': '1' };

export type StoredBlockInput = { id: string; type: string; props: Record<string, unknown> };
export type StudioPageSummary = { id: string; parent_id: string | null; path: string; title: string; is_published: boolean };
export type StudioApp = { id: string; slug: string; access: Record<string, unknown> };

export type StudioApi = {
  call: <T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, data?: unknown) => Promise<T>;
  demoAppId: () => Promise<string>;
};

/** Signs the demo owner in to the studio in this request context. */
export async function studioApi(request: APIRequestContext): Promise<StudioApi> {
  const login = await request.post('/api/studio/auth/login', { headers: STUDIO_HEADERS, data: { email: 'owner@demo.test', password: 'demo-password' } });
  expect(login.status(), await login.text()).toBe(200);
  const call = async <T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, data?: unknown): Promise<T> => {
    const response = await request.fetch(`/api${path}`, { method, headers: STUDIO_HEADERS, data });
    expect(response.ok(), `${method} ${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  return {
    call,
    demoAppId: async () => {
      const { apps } = await call<{ apps: StudioApp[] }>('GET', '/studio/apps');
      const demo = apps.find((app) => app.slug === DEMO_SLUG);
      if (!demo) throw new Error('the demo app is missing');
      return demo.id;
    },
  };
}

/** Every page members can open in an app, in tree order. */
export async function publishedPaths(studio: StudioApi, appId: string): Promise<string[]> {
  const { pages } = await studio.call<{ pages: StudioPageSummary[] }>('GET', `/studio/apps/${appId}/pages`);
  return pages.filter((page) => page.is_published).map((page) => page.path);
}

/** A page under `parentPath` with these blocks, published (with whatever else the app has drafted). */
export async function publishPage(studio: StudioApi, appId: string, args: { title: string; parentPath: string; path: string; blocks: StoredBlockInput[] }): Promise<void> {
  const { pages } = await studio.call<{ pages: StudioPageSummary[] }>('GET', `/studio/apps/${appId}/pages`);
  const parent = pages.find((page) => page.path === args.parentPath);
  if (!parent) throw new Error(`no page at ${args.parentPath}`);
  const { page } = await studio.call<{ page: { id: string; revision: number } }>('POST', `/studio/apps/${appId}/pages`, {
    title: args.title,
    parent_id: parent.id,
    path: args.path,
  });
  await studio.call('PATCH', `/studio/apps/${appId}/pages/${page.id}`, {
    revision: page.revision,
    draft: { blocks: { schema_version: 1, blocks: args.blocks } },
  });
  await studio.call('POST', `/studio/apps/${appId}/publish`);
}
