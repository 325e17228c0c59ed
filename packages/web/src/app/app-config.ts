import { isLocale } from '@tessera/core/locales';
import type { PublicAppConfig } from '@tessera/core/entities/app';
import { api } from './api/api';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Whether a value has the shape of the public app config, checked by hand: the server injects it
 * from a config it built with core's schema, and zod (with the schema) is not part of the app's
 * first download. What the startup code reads first is checked; the rest is trusted.
 */
export function isPublicAppConfig(value: unknown): value is PublicAppConfig {
  if (!isObject(value)) return false;
  const { slug, name, theme, toolbar, access, languages, default_locale, menu } = value;
  return (
    typeof slug === 'string' &&
    typeof name === 'string' &&
    isObject(theme) &&
    typeof theme.primary_color === 'string' &&
    isObject(toolbar) &&
    isObject(access) &&
    Array.isArray(languages) &&
    languages.every(isLocale) &&
    isLocale(default_locale) &&
    Array.isArray(menu)
  );
}

/** The config the server injected into index.html, if it is there and valid. */
export function readInjectedConfig(doc: Document = document): PublicAppConfig | null {
  const text = doc.getElementById('tessera-config')?.textContent;
  if (!text) return null;
  try {
    const config: unknown = JSON.parse(text);
    if (isPublicAppConfig(config)) return config;
    console.warn('Ignoring an invalid injected app config');
  } catch (error) {
    console.warn('Ignoring an unreadable injected app config', error);
  }
  return null;
}

/**
 * Injected config first (no request before first paint); `GET /api/app` when running under Vite,
 * with its contract (and zod) loaded only then.
 */
export async function loadAppConfig(): Promise<PublicAppConfig> {
  const injected = readInjectedConfig();
  if (injected) return injected;
  const { appConfigContract } = await import('@tessera/core/api/system');
  return api(appConfigContract);
}
