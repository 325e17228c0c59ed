import { sessionHintMeta } from '@tessera/core/session-hint';
import type { PageProps } from '@tessera/core/entities/page';
import { themeFontFaceCss, themeFontPreloads } from '@tessera/core/font-faces';
import { themeCssVariables } from '@tessera/core/theme-math';
import type { TenantApp } from '../context/tenant-app';

export const HEAD_MARKER = '<!--tessera-head-->';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** JSON placed inside a <script> element must not be able to close it or open a comment. */
export const escapeScriptJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export type HeadPage = Pick<PageProps, 'page_title' | 'og_title' | 'og_description' | 'og_image'> &
  Partial<Pick<PageProps, 'color_mode' | 'background_color'>>;

/** Crawlers read `og:image` as an absolute address; an uploaded image is stored as `/media/…`. */
function absoluteUrl(address: string, base: string): string {
  try {
    return new URL(address, base).href;
  } catch {
    return address;
  }
}

/** `<style>` text: `<` can never appear in generated CSS, and is dropped so nothing can close the element. */
const styleText = (css: string) => css.replace(/</g, '');

/**
 * What the server puts into the member app's <head>: title, sharing tags for the requested page,
 * the brand's CSS variables in the page's own colour mode and background (so the first paint is
 * already on-brand), the theme's self-hosted fonts with the two files every page needs preloaded,
 * the public app config as a JSON data block (not a script: the CSP allows no inline scripts), and
 * whether the request carried the member's session cookie: the cookie is HttpOnly, so the app
 * cannot see it, and without one it skips the session check that could only answer 401
 * (decision 023).
 */
export function renderHead(args: {
  app: TenantApp;
  page: HeadPage | null;
  url: string;
  hasSessionCookie?: boolean;
}): string {
  const { app, page, url, hasSessionCookie = false } = args;
  const config = app.publicConfig;
  const title = page ? `${page.page_title} · ${app.name}` : app.name;
  const ogTitle = page?.og_title ?? title;
  const colorMode = page?.color_mode ?? config.theme.default_color_mode;
  const variables = themeCssVariables(config.theme, colorMode, page?.background_color ?? null);
  const css = `:root{${Object.entries(variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')};color-scheme:${colorMode}}`;
  // crossorigin: fonts are always fetched in CORS mode, and a preload must match to be reused.
  const preloads = themeFontPreloads(config.theme).map(
    (href) =>
      `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`,
  );
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="theme-color" content="${escapeHtml(config.theme.brand_color)}">`,
    `<meta name="application-name" content="${escapeHtml(app.name)}">`,
    sessionHintMeta(hasSessionCookie),
    `<meta property="og:site_name" content="${escapeHtml(app.name)}">`,
    `<meta property="og:title" content="${escapeHtml(ogTitle)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    page?.og_description
      ? `<meta property="og:description" content="${escapeHtml(page.og_description)}">`
      : '',
    // Search results show it: the page's own description, else its title in the app (never none).
    `<meta name="description" content="${escapeHtml(page?.og_description || title)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    page?.og_image
      ? `<meta property="og:image" content="${escapeHtml(absoluteUrl(page.og_image, url))}">`
      : '',
    ...preloads,
    `<style id="tessera-fonts">${styleText(themeFontFaceCss(config.theme))}</style>`,
    `<style id="tessera-theme">${styleText(css)}</style>`,
    `<script type="application/json" id="tessera-config">${escapeScriptJson(app.publicConfigJson)}</script>`,
  ];
  return tags.filter(Boolean).join('\n    ');
}

export function injectHead(template: string, head: string): string {
  return template.includes(HEAD_MARKER)
    ? template.replace(HEAD_MARKER, () => head)
    : template.replace('</head>', () => `${head}\n</head>`);
}
