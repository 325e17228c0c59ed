import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/App';
import { createI18n, syncDocumentLanguage } from './app/i18n/create-i18n';
import { pickLocale } from './app/i18n/pick-locale';
import './app/global.css';
import './ui/ui-theme.css';

// ?lang= lets an owner (and the end-to-end tests) force a language; otherwise follow the browser.
const requested = new URLSearchParams(window.location.search).get('lang');
const i18n = createI18n(pickLocale([requested, ...navigator.languages]));
syncDocumentLanguage(i18n);

const container = document.getElementById('root');
if (!container) throw new Error('Tessera Studio: #root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <App />
    </I18nextProvider>
  </StrictMode>,
);
