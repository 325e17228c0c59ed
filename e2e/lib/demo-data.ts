import type { APIRequestContext } from '@playwright/test';

/**
 * The few fields of the server's answers that the specs read. Written out here because e2e talks to
 * the product only through HTTP and the browser, as a visitor would.
 */
export type StoredBlock = { id: string; type: string; props: Record<string, unknown> };
export type PageReference = { page_id: string; title: string; path: string };
export type PageProps = {
  page_id: string;
  page_title: string;
  page_data: { path: string };
  blocks: StoredBlock[];
  references: Record<string, PageReference>;
  children: PageReference[];
};
export type AppConfig = { name: string; show_made_with_badge: boolean; menu: { title: string; path: string }[] };

export const DEMO_SLUG = 'demo';
const demoHeaders = { 'X-App-Slug': DEMO_SLUG };

export async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url, { headers: demoHeaders });
  if (!response.ok()) throw new Error(`GET ${url} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

export function demoApp(request: APIRequestContext): Promise<AppConfig> {
  return getJson<AppConfig>(request, '/api/app');
}

/** Page data as the member app fetches it: `/__/index.json` for home, `/__/{path}/index.json` otherwise. */
export function pageData(request: APIRequestContext, path: string): Promise<PageProps> {
  const prefix = path === '/' ? '' : path;
  return getJson<PageProps>(request, `/__${prefix}/index.json?ts=${Date.now()}`);
}

export function blocksOfType(props: PageProps, type: string): StoredBlock[] {
  return props.blocks.filter((block) => block.type === type);
}

export function stringProp(block: StoredBlock, name: string): string {
  const value = block.props[name];
  return typeof value === 'string' ? value : '';
}
