import { appConfigContract } from '@tessera/core/api/system';
import { publicAppConfigSchema } from '@tessera/core/entities/app';
import type { PublicAppConfig } from '@tessera/core/entities/app';
import { api } from './api';

/** The config the server injected into index.html, if it is there and valid. */
export function readInjectedConfig(doc: Document = document): PublicAppConfig | null {
  const text = doc.getElementById('tessera-config')?.textContent;
  if (!text) return null;
  try {
    const parsed = publicAppConfigSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    console.warn('Ignoring an invalid injected app config', parsed.error.issues);
  } catch (error) {
    console.warn('Ignoring an unreadable injected app config', error);
  }
  return null;
}

/** Injected config first (no request before first paint); `GET /api/app` when running under Vite. */
export async function loadAppConfig(): Promise<PublicAppConfig> {
  return readInjectedConfig() ?? (await api(appConfigContract));
}
