import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { changeLanguage, initI18n } from './app/i18n';
import { pickLanguage } from './app/i18n/language';
import { localeForAuth, syncLanguageWithAuth } from './app/i18n/member-language';
import { loadAppConfig } from './app/app-config';
import { isPreviewSession } from './app/environment';
import { withPanel } from './app/HashOverlays/hash-overlays';
import { preloadBlocks } from './features/pages/lazy-blocks';
import { pageDataStore } from './features/pages/page-data';
import { contentLocale, translationStore } from './features/pages/page-translation';
import { setAppSlug } from './app/api/request-headers';
import { startSessionTracking } from './app/session-tracking';
import { startSession } from './features/auth/session';
import { applyTheme } from './app/theme';
import { useAuthStore } from './features/auth/auth-store';
import './ui/global.css';

/**
 * How long the first paint waits for the session check. Waiting lets a member's own language (and
 * right-to-left layout) appear from the first frame; past this, the app shows and catches up.
 */
const SESSION_WAIT_MS = 3000;

function atMost<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms))]);
}

async function boot(root: HTMLElement) {
  const config = await loadAppConfig();
  setAppSlug(config.slug);
  // SPEC §4: the session started with the load; it ends and resumes with the tab's visibility.
  startSessionTracking();
  // The server already painted the theme, in the requested page's own colour mode and background:
  // repainting it in the default mode would flash until the page renders.
  if (!document.getElementById('tessera-theme')) applyTheme(document.documentElement, config.theme, config.theme.default_color_mode);
  document.documentElement.toggleAttribute('data-preview', isPreviewSession());
  if (!document.title) document.title = config.name;

  // Page data is the same for everyone: it downloads while the session is being checked, and the
  // code its blocks need downloads as soon as it is known.
  const { pathname: firstPath } = window.location;
  const firstPage = pageDataStore.prefetch(firstPath).then((result) => {
    if (result?.status === 'found') preloadBlocks(result.page.blocks);
    return result;
  });
  const session = atMost(startSession(), SESSION_WAIT_MS, { shouldOpenAuth: false });
  const [i18n, { shouldOpenAuth }] = await Promise.all([initI18n(pickLanguage({ search: window.location.search, config })), session]);
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
    window.history.replaceState(window.history.state, '', `${pathname}${search}${withPanel(hash, 'auth')}`);
  }

  const reactRoot = createRoot(root);
  if (!isPreviewSession()) {
    reactRoot.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
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
