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
  /** The lazy chunks the page hydrates with, fetched beside the entry rather than after it. */
  modulePreloads?: readonly string[];
};

const imagePreloadLink = ({ href, srcSet, sizes }: ImagePreload) => {
  const responsive = srcSet && sizes ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${responsive} fetchpriority="high">`;
};

export const SSR_STATE_ID = 'tessera-ssr';
const ROOT_ELEMENT = '<div id="root"></div>';

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
  const head = [
    page.lcpImage ? imagePreloadLink(page.lcpImage) : '',
    ...(page.modulePreloads ?? []).map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
    ),
    ...page.css.map(
      (sheet) => `<style data-href="${escapeHtml(sheet.href)}">${styleText(sheet.text)}</style>`,
    ),
  ].filter(Boolean);
  html = html.replace('</head>', () => `    ${head.join('\n    ')}\n  </head>`);
  const root = `<div id="root">${page.html}</div>\n    <script type="application/json" id="${SSR_STATE_ID}">${escapeScriptJson(page.stateJson)}</script>`;
  // The page is there without JavaScript now: no notice that it needs some.
  return html.replace(ROOT_ELEMENT, () => root).replace(/\n?\s*<noscript>[^<]*<\/noscript>/, '');
}
