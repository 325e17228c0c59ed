import type { Locale } from '@tessera/core/entities/app';
import type { PageProps } from '@tessera/core/entities/page';
import type { TranslatedContent } from '@tessera/core/entities/translation';

/** The id of the JSON data block that carries what the server rendered with (decision 032). */
export const SSR_STATE_ID = 'tessera-ssr';

/**
 * Exactly what the server rendered the first HTML from: the client's first render reads the same
 * values, so hydration matches. `page` is null for a path that is not a page (the app's own
 * screens and not-found), which the server renders as the shell.
 */
export type SsrState = {
  path: string;
  locale: Locale;
  page: PageProps | null;
  /** No page is published at the path: the server rendered 'Page Not Found'. */
  missing: boolean;
  /** The content translation merged over the page, when the locale has one (null: none). */
  translation: TranslatedContent | null;
  /** The content locale whose translation was looked up, or null when the default content shows. */
  contentLocale: string | null;
  /**
   * Answers the page's template asks `/api` for that are the same for every viewer (a program
   * page's program), fetched by the server so the first render already shows them.
   */
  queries: { key: unknown[]; data: unknown }[];
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The state the server rendered with, if the document carries one (SSR on) and it is readable. */
export function readSsrState(doc: Document = document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state: unknown = JSON.parse(text);
    if (isObject(state) && typeof state.path === 'string' && typeof state.locale === 'string')
      return state as SsrState;
  } catch (error) {
    console.warn('Ignoring an unreadable server-rendered state', error);
  }
  return null;
}

/** Whether the app is hydrating server HTML: the first client render must match the server's. */
let hydrating = false;
export const isHydrating = () => hydrating;
export function setHydrating(value: boolean): void {
  hydrating = value;
}

/** The device class the server renders for: mobile first (a shared link is mostly opened on a phone). */
export const SERVER_DEVICE_CLASS = 'mobile' as const;
