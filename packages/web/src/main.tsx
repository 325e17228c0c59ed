import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './i18n';
import { pickLanguage } from './i18n/language';
import { loadAppConfig } from './lib/app-config';
import { isPreviewSession } from './lib/environment';
import { setAppSlug } from './lib/request-headers';
import { applyTheme } from './lib/theme';
import './styles/global.css';

async function boot(root: HTMLElement) {
  const config = await loadAppConfig();
  setAppSlug(config.slug);
  applyTheme(document.documentElement, config.theme, config.theme.default_color_mode);
  document.documentElement.toggleAttribute('data-preview', isPreviewSession());
  if (!document.title) document.title = config.name;
  await initI18n(pickLanguage({ search: window.location.search, config }));
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
