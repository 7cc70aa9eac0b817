import type { AppConfig } from '@all22/contracts';
import { createContext, useContext, type ReactNode } from 'react';

const AppConfigContext = createContext<AppConfig | null>(null);

/** Provides the runtime configuration read from /config.json at start. */
export function AppConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <AppConfigContext value={config}>{children}</AppConfigContext>;
}

export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('useAppConfig must be used inside <AppConfigProvider>');
  return config;
}
