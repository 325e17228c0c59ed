import { createHash } from 'node:crypto';
import { normalizeHex, textColorFor } from '@tessera/core/theme-math';
import type { PublicAppConfig } from '@tessera/core/entities/app';

/**
 * The installable app's web manifest, one per app (SPEC §1: "an installed standalone app"):
 * the app's name, colours from its theme and icons generated from its toolbar logo. Pure: the
 * route (routes.ts) resolves the app, this says what to answer.
 */

/** The icons browsers and iOS ask for: Android/Chromium 192 and 512 (any and maskable), iOS 180. */
export const ICON_FILES = {
  '192.png': { size: 192, isMaskable: false },
  '512.png': { size: 512, isMaskable: false },
  'maskable-192.png': { size: 192, isMaskable: true },
  'maskable-512.png': { size: 512, isMaskable: true },
  'apple-touch-icon.png': { size: 180, isMaskable: false },
} as const;
export type IconFile = keyof typeof ICON_FILES;
export const isIconFile = (file: string): file is IconFile => Object.hasOwn(ICON_FILES, file);

/** Bumped when the drawing of icons changes, so every installed app fetches the new ones. */
const ICON_STYLE_VERSION = '1';

export type IconSource = { logo: string | null; background: string; foreground: string; brand: string };

/** What an app's icons are drawn from: its own uploaded logo, and the colours around it. */
export function iconSourceOf(config: Pick<PublicAppConfig, 'theme' | 'toolbar'>): IconSource {
  const background = manifestBackground(config);
  return {
    logo: config.toolbar.logo,
    background,
    foreground: textColorFor(normalizeHex(config.theme.brand_color)),
    brand: normalizeHex(config.theme.brand_color),
  };
}

/**
 * The icons' key: changes exactly when what they are drawn from changes (a new logo is a new
 * upload with a new name), so icon addresses can be cached for a year.
 */
export function iconKey(source: IconSource): string {
  return createHash('sha256')
    .update(JSON.stringify([ICON_STYLE_VERSION, source.logo, source.background, source.foreground, source.brand]))
    .digest('base64url')
    .slice(0, 16);
}

/** The splash screen's colour: the app's background in its default colour mode. */
export function manifestBackground(config: Pick<PublicAppConfig, 'theme'>): string {
  const { theme } = config;
  return normalizeHex(theme.default_color_mode === 'dark' ? theme.dark_color : theme.light_color);
}

/** Under the home-screen icon there is room for about 12 characters. */
export function shortNameOf(name: string): string {
  const trimmed = name.trim();
  if ([...trimmed].length <= 12) return trimmed;
  const firstWord = trimmed.split(/\s+/)[0] ?? trimmed;
  return [...firstWord].length <= 12 ? firstWord : [...firstWord].slice(0, 12).join('');
}

export type WebManifest = Record<string, unknown>;

export function webManifest(config: PublicAppConfig): WebManifest {
  const key = iconKey(iconSourceOf(config));
  const icon = (file: IconFile, type: 'any' | 'maskable') => ({
    src: `/pwa-icons/${key}/${file}`,
    sizes: `${ICON_FILES[file].size}x${ICON_FILES[file].size}`,
    type: 'image/png',
    purpose: type,
  });
  return {
    id: '/',
    name: config.name,
    short_name: shortNameOf(config.name),
    lang: config.default_locale,
    dir: config.default_locale === 'ar' ? 'rtl' : 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: normalizeHex(config.theme.brand_color),
    background_color: manifestBackground(config),
    icons: [icon('192.png', 'any'), icon('512.png', 'any'), icon('maskable-192.png', 'maskable'), icon('maskable-512.png', 'maskable')],
    prefer_related_applications: false,
  };
}
