import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { changeLanguage, initI18n } from './i18n';
import { pickLanguage } from './i18n/language';
import { localeForAuth, syncLanguageWithAuth } from './i18n/member-language';
import { loadAppConfig } from './lib/app-config';
import { isPreviewSession } from './lib/environment';
import { withPanel } from './lib/hash-overlays';
import { pageDataStore } from './lib/page-data';
import { setAppSlug } from './lib/request-headers';
import { startSession } from './lib/session';
import { applyTheme } from './lib/theme';
import { useAuthStore } from './stores/auth';
import './styles/global.css';

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
  applyTheme(document.documentElement, config.theme, config.theme.default_color_mode);
  document.documentElement.toggleAttribute('data-preview', isPreviewSession());
  if (!document.title) document.title = config.name;

  // Page data is the same for everyone: it downloads while the session is being checked.
  void pageDataStore.prefetch(window.location.pathname);
  const session = atMost(startSession(), SESSION_WAIT_MS, { shouldOpenAuth: false });
  const [i18n, { shouldOpenAuth }] = await Promise.all([initI18n(pickLanguage({ search: window.location.search, config })), session]);
  const memberLanguage = localeForAuth(useAuthStore.getState(), config);
  if (memberLanguage && memberLanguage !== i18n.language) await changeLanguage(memberLanguage);
  syncLanguageWithAuth(config);
  // A link that needs the member (new password, a refused link, finishing setup) opens #auth.
  if (shouldOpenAuth) {
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}${withPanel(hash, 'auth')}`);
  }

  createRoot(root).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
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
