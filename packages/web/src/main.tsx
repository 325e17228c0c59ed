// First: before any chunk builds a zod schema.
import './app/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createQueryClient } from './app/App';
import { readSsrState, setHydrating } from './app/ssr/ssr-state';
import type { SsrState } from './app/ssr/ssr-state';
import { seedQueries } from './app/ssr/seed-queries';
import { changeLanguage, initI18n } from './app/i18n';
import { pickLanguage } from './app/i18n/language';
import { localeForAuth, syncLanguageWithAuth } from './app/i18n/member-language';
import { loadAppConfig } from './app/app-config';
import { isPreviewSession } from './app/environment';
import { withPanel } from './app/HashOverlays/hash-overlays';
import { preloadBlocks } from './features/pages/lazy-blocks';
import { loadBlockCode } from './features/pages/block-code-order';
import { pageDataStore } from './features/pages/page-data';
import { contentLocale, translationStore } from './features/pages/page-translation';
import { setAppSlug } from './app/api/request-headers';
import { startSessionTracking } from './app/session-tracking';
import { startSession } from './features/auth/session';
import { applyTheme } from './app/theme';
import { useAuthStore } from './features/auth/auth-store';
import { dropCacheBust } from './features/pwa/cache-bust';
import { listenForInstallPrompt } from './features/pwa/install-listener';
import { whenIdle } from './app/startup/when-idle';
import './ui/global.css';

/**
 * How long the first paint waits for the session check. Waiting lets a member's own language (and
 * right-to-left layout) appear from the first frame; past this, the app shows and catches up.
 */
const SESSION_WAIT_MS = 3000;

function atMost<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms)),
  ]);
}

/** What public/after-paint.js waits for to press a button tapped before the app had started. */
const STARTED_EVENT = 'tessera:started';

/**
 * The server rendered this page (decision 032): hydrate from exactly what it rendered with — its
 * props, locale and translation, the shell as a guest not yet checked, on a phone — and only then
 * check the session and switch to the member's language, so the first client render matches.
 */
async function hydrate(
  root: HTMLElement,
  config: Awaited<ReturnType<typeof loadAppConfig>>,
  state: SsrState,
) {
  const i18n = await initI18n(state.locale);
  let blocksReady = Promise.resolve();
  if (state.page) {
    pageDataStore.put(state.path, { status: 'found', page: state.page });
    // The first screen's blocks at once, the later ones near the viewport or at idle (decision 041).
    blocksReady = loadBlockCode(state.page.blocks, root);
  }
  if (state.missing) pageDataStore.put(state.path, { status: 'missing' });
  const queryClient = createQueryClient();
  seedQueries(queryClient, state);
  setHydrating(true);
  // As a transition, hydration is rendered in short tasks the browser can interleave with input
  // and painting, rather than as one blocking task for the whole shell (decision 037).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App config={config} queryClient={queryClient} />
      </StrictMode>,
      {
        onRecoverableError: (error) =>
          console.warn('Tessera: the page was rendered again in the browser', error),
      },
    );
  });
  setHydrating(false);
  // The member's state changes the shell's context. Arriving while a part still waits for its
  // code, it would make React drop that part's server HTML and show it empty until the code is in
  // (a layout shift); arriving while a part is still being hydrated, it makes React hydrate all of
  // the rest at once, in one long task. So the session is checked once the page's code is in and
  // React has gone idle.
  await atMost(blocksReady, SESSION_WAIT_MS, undefined);
  await whenIdle();
  startBackgroundWork(config);
  const { shouldOpenAuth } = await startSession();
  const memberLanguage = localeForAuth(useAuthStore.getState(), config);
  if (memberLanguage && memberLanguage !== i18n.language) await changeLanguage(memberLanguage);
  syncLanguageWithAuth(config);
  if (shouldOpenAuth) {
    const { pathname, search, hash } = window.location;
    window.history.replaceState(
      window.history.state,
      '',
      `${pathname}${search}${withPanel(hash, 'auth')}`,
    );
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }
  // The app has started for this member: a button tapped before it had is pressed now, once React
  // has rendered what the session changed (public/after-paint.js holds such a tap).
  await whenIdle();
  window.dispatchEvent(new Event(STARTED_EVENT));
}

/**
 * What the page does not need to show or answer a tap: the activity beacons and the service worker,
 * each its own chunk, started once the page is up and the browser idle (activities recorded before
 * then wait for their client, app/activity.ts). The studio's preview is the owner looking, not a
 * member using the app: not counted, and no worker or offline copy of a draft.
 */
function startBackgroundWork(config: Awaited<ReturnType<typeof loadAppConfig>>) {
  if (isPreviewSession()) return;
  void import('./features/activity/activity-client').then(({ startActivityTracking }) =>
    startActivityTracking(config.slug),
  );
  if (import.meta.env.PROD)
    void import('./features/pwa/service-worker').then(({ registerServiceWorker }) =>
      registerServiceWorker({ isEnabled: true }),
    );
}

async function boot(root: HTMLElement) {
  // The browser offers installing once, early: listen before anything waits.
  listenForInstallPrompt();
  dropCacheBust();
  const config = await loadAppConfig();
  setAppSlug(config.slug);
  // SPEC §4: the session started with the load; it ends and resumes with the tab's visibility.
  startSessionTracking();
  // The server already painted the theme, in the requested page's own colour mode and background:
  // repainting it in the default mode would flash until the page renders.
  if (!document.getElementById('tessera-theme')) {
    applyTheme(document.documentElement, config.theme, config.theme.default_color_mode);
    // Nor the fonts, then (the app under Vite): the font catalogue stays out of the first download.
    void import('./app/theme-fonts').then(({ applyThemeFonts }) => applyThemeFonts(document, config.theme));
  }
  document.documentElement.toggleAttribute('data-preview', isPreviewSession());
  if (!document.title) document.title = config.name;

  const ssrState = isPreviewSession() ? null : readSsrState();
  if (ssrState && ssrState.path === window.location.pathname && root.firstChild)
    return hydrate(root, config, ssrState);

  // Page data is the same for everyone: it downloads while the session is being checked, and the
  // code its blocks need downloads as soon as it is known.
  const { pathname: firstPath } = window.location;
  const firstPage = pageDataStore.prefetch(firstPath).then((result) => {
    if (result?.status === 'found') void preloadBlocks(result.page.blocks);
    return result;
  });
  const session = atMost(startSession(), SESSION_WAIT_MS, { shouldOpenAuth: false });
  const [i18n, { shouldOpenAuth }] = await Promise.all([
    initI18n(pickLanguage({ search: window.location.search, config })),
    session,
  ]);
  const memberLanguage = localeForAuth(useAuthStore.getState(), config);
  if (memberLanguage && memberLanguage !== i18n.language) await changeLanguage(memberLanguage);
  syncLanguageWithAuth(config);
  // A member reading in another of the app's languages gets the page's translation (SPEC §7).
  const locale = contentLocale(config, i18n.language);
  if (locale) {
    void firstPage.then((result) => {
      if (result?.status === 'found') void translationStore.load(firstPath, locale);
    });
  }
  // A link that needs the member (new password, a refused link, finishing setup) opens #auth.
  if (shouldOpenAuth) {
    const { pathname, search, hash } = window.location;
    window.history.replaceState(
      window.history.state,
      '',
      `${pathname}${search}${withPanel(hash, 'auth')}`,
    );
  }

  const reactRoot = createRoot(root);
  if (!isPreviewSession()) {
    reactRoot.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
    void whenIdle().then(() => startBackgroundWork(config));
    return;
  }
  // Only the studio's preview needs the bridge and the router it steers: its own chunk, outside
  // members' first download.
  const { startPreview } = await import('./features/preview/start-preview');
  startPreview(reactRoot, config);
}

const root = document.getElementById('root');
if (root) {
  boot(root).catch((error: unknown) => {
    // Without a config there is no app, brand or language to show: say so plainly.
    console.error('Tessera could not start', error);
    root.textContent = 'Something went wrong. Please reload the page.';
    root.setAttribute('role', 'alert');
  });
}
