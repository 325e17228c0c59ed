import type { QueryClient } from '@tanstack/react-query';
import type { Theme } from '@tessera/core/entities/theme';
import { PREVIEW_APP_SOURCE, PREVIEW_STUDIO_SOURCE, previewStudioMessageSchema } from '@tessera/core/preview';
import type { PreviewAppMessage, PreviewStudioMessage } from '@tessera/core/preview';
import { normalizePagePath, pageDataStore } from '../pages/page-data';
import type { PageDataStore } from '../pages/page-data';
import { applyTheme } from '../../app/theme';
import { applyThemeFonts } from '../../app/theme-fonts';
import { useCurrentPageStore } from '../../app/current-page-store';
import type { PreviewRouter } from './preview-router';

export type PreviewBridgeOptions = {
  /** `studio_origin` of the injected config; empty means the studio shares this app's origin. */
  studioOrigin: string;
  router: PreviewRouter;
  queryClient: QueryClient;
  store?: PageDataStore;
  /** Keeps a previewed theme for later renders (the shell re-applies the config's theme on mode changes). */
  onTheme?: (theme: Theme) => void;
  /** The app's own window, and the studio window that frames it. */
  win?: Window;
  parent?: Window;
};

/**
 * The member app's half of the full-app preview (core `preview.ts`). It says `ready` to the
 * studio that frames it and then shows what the studio sends: a draft page at its path, an
 * unsaved theme, a path to go to. Only the framing window at the studio's origin is listened to
 * and answered: any other page could otherwise feed the preview, or read where the owner is.
 * Returns a function that stops listening.
 */
export function startPreviewBridge({
  studioOrigin,
  router,
  queryClient,
  store = pageDataStore,
  onTheme,
  win = window,
  parent = win.parent,
}: PreviewBridgeOptions): () => void {
  // Opened on its own rather than in the studio's frame: there is nobody to talk to.
  if (parent === win) return () => undefined;
  const origin = studioOrigin || win.location.origin;
  const post = (message: PreviewAppMessage) => parent.postMessage(message, origin);

  function showPage(message: Extract<PreviewStudioMessage, { type: 'page' }>) {
    const path = normalizePagePath(message.page.page_data.path);
    const result = { status: 'found', page: message.page } as const;
    store.put(path, result);
    // PageScreen reads the page through this query; setting it re-renders the page in place.
    queryClient.setQueryData(['page', path], result);
    if (normalizePagePath(router.state.location.pathname) !== path) void router.navigate(path);
  }

  function paint(theme: Theme) {
    const colorMode = useCurrentPageStore.getState().page?.colorMode ?? theme.default_color_mode;
    applyTheme(win.document.documentElement, theme, colorMode);
    applyThemeFonts(win.document, theme);
    onTheme?.(theme);
  }

  function receive(event: MessageEvent) {
    if (event.origin !== origin || event.source !== parent) return;
    const parsed = previewStudioMessageSchema.safeParse(event.data);
    if (!parsed.success) {
      // Another script's messages are none of our business; a malformed studio message is a bug.
      const data: unknown = event.data;
      if (typeof data === 'object' && data !== null && (data as { source?: unknown }).source === PREVIEW_STUDIO_SOURCE) {
        console.warn('Ignoring a malformed preview message', parsed.error.issues);
      }
      return;
    }
    const message = parsed.data;
    if (message.type === 'page') showPage(message);
    else if (message.type === 'theme') paint(message.theme);
    else if (normalizePagePath(router.state.location.pathname) !== normalizePagePath(message.path)) void router.navigate(message.path);
  }

  let lastPath = router.state.location.pathname;
  const unsubscribe = router.subscribe((state) => {
    if (state.location.pathname === lastPath) return;
    lastPath = state.location.pathname;
    post({ source: PREVIEW_APP_SOURCE, type: 'navigated', path: lastPath });
  });
  win.addEventListener('message', receive);
  post({ source: PREVIEW_APP_SOURCE, type: 'ready' });

  return () => {
    win.removeEventListener('message', receive);
    unsubscribe();
  };
}
