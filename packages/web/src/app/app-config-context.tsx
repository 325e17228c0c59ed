import { createContext, useContext } from 'react';
import type { PublicAppConfig } from '@tessera/core/entities/app';

export const AppConfigContext = createContext<PublicAppConfig | null>(null);

/** The app's public config, read once at boot. */
export function useAppConfig(): PublicAppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('useAppConfig needs an AppConfigContext provider');
  return config;
}
