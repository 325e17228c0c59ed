import type { ImagePreload } from '@tessera/core/media/responsive-image';
import { escapeHtml, escapeScriptJson } from '../html-injection';

/**
 * Composing the member app's first HTML from the built index.html and a server render (decision
 * 032). Pure string work, kept apart from the routes so the front end's HTML changes (PWA links,
 * preloads) merge in one place.
 */

export type RenderedPage = {
  /** Markup for inside `<div id="root">`. */
  html: string;
  /** What the client hydrates from (already JSON text; escaped here for the script element). */
  stateJson: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  colorMode: string;
  /** The stylesheets the rendered markup needs, inlined so nothing blocks the first paint. */
  css: readonly { href: string; text: string }[];
  /** The largest picture above the fold, fetched first (`fetchpriority="high"`), the copy its `srcset` picks. */
  lcpImage: ImagePreload | null;
  /** The lazy chunks the first screen hydrates with, fetched with the app's own modules. */
  modulePreloads?: readonly string[];
};

const imagePreloadLink = ({ href, srcSet, sizes }: ImagePreload) => {
  const responsive = srcSet && sizes ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${responsive} fetchpriority="high">`;
};

export const SSR_STATE_ID = 'tessera-ssr';
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * In place of an inlined stylesheet's link, a disabled one: browsers neither fetch nor apply it,
 * and the bundler's loader, which looks for a stylesheet link before adding one, finds it there.
 * Without it, every lazy chunk the page hydrates with fetches and applies its styles a second time
 * (a request and a style recalculation each: decision 041).
 */
const inlinedMarker = (href: string) => `<link rel="stylesheet" href="${escapeHtml(href)}" disabled>`;

/**
 * The member app's own starter (`packages/web/public/after-paint.js`): the rendered page shows
 * without the app's scripts, so they are fetched once it has been painted, the network left to what
 * the first frame shows until then (decision 041). The client-rendered shell, which shows nothing
 * without them, loads them as built.
 */
const AFTER_PAINT_SCRIPT = '/after-paint.js';

const ENTRY_SCRIPT = /\n?\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const BUILT_PRELOAD = /\n?\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

function startAfterPaint(document: string, pagePreloads: readonly string[]): { html: string; starter: string } {
  const entry = ENTRY_SCRIPT.exec(document)?.[1];
  if (!entry) return { html: document, starter: '' };
  const preloads: string[] = [];
  const html = document.replace(ENTRY_SCRIPT, '').replace(BUILT_PRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return '';
  });
  const modules = [...preloads, ...pagePreloads].map(escapeHtml).join(' ');
  return {
    html,
    starter: `<script defer src="${AFTER_PAINT_SCRIPT}" data-entry="${escapeHtml(entry)}" data-preload="${modules}"></script>`,
  };
}

/** `<style>` text: a stylesheet never needs `</style`, and dropping `<` keeps the element closed. */
const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The built index.html (head already injected) with the rendered page in it: `lang`/`dir`/colour
 * mode on `<html>`, the LCP image preload in `<head>`, the stylesheets the page needs
 * inline in place of the render-blocking `<link>`s, the markup in `#root`, and the state it was
 * rendered from as a JSON data block (not a script: the CSP allows no inline scripts).
 */
export function composeRenderedHtml(document: string, page: RenderedPage): string {
  const inlined = new Set(page.css.map((sheet) => sheet.href));
  let html = document.replace(
    /<html[^>]*>/,
    () =>
      `<html lang="${escapeHtml(page.lang)}" dir="${page.dir}" data-color-mode="${escapeHtml(page.colorMode)}">`,
  );
  // A stylesheet that is inline now would block rendering for nothing.
  html = html.replace(
    /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\n?\s*/g,
    (tag, href: string) => (inlined.has(href) ? '' : tag),
  );
  const started = startAfterPaint(html, page.modulePreloads ?? []);
  html = started.html;
  const head = [
    page.lcpImage ? imagePreloadLink(page.lcpImage) : '',
    started.starter,
    ...page.css.map(
      (sheet) =>
        `<style data-href="${escapeHtml(sheet.href)}">${styleText(sheet.text)}</style>${inlinedMarker(sheet.href)}`,
    ),
  ].filter(Boolean);
  html = html.replace('</head>', () => `    ${head.join('\n    ')}\n  </head>`);
  const root = `<div id="root">${page.html}</div>\n    <script type="application/json" id="${SSR_STATE_ID}">${escapeScriptJson(page.stateJson)}</script>`;
  // The page is there without JavaScript now: no notice that it needs some.
  return html.replace(ROOT_ELEMENT, () => root).replace(/\n?\s*<noscript>[^<]*<\/noscript>/, '');
}
