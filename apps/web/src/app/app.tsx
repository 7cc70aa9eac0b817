import type { AppConfig } from '@all22/contracts';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppConfigProvider } from '../config/app-config-context';
import type { Session } from '../lib/session/session';
import { RefreshFailedSnackbar } from '../features/auth/refresh-failed-snackbar';
import { SessionProvider } from '../lib/session/session-context';
import { createEmotionCache } from './emotion-cache';
import type { AppRouter } from './router';
import { theme } from './theme';

/** One cache for the page: the loading screen's and the app's styles share it. */
const emotionCache = createEmotionCache(document);

/**
 * Theme and baseline styles: the one provider needed even before the config has loaded. Styles go
 * through a cache that tags them with the page's CSP nonce.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

export interface AppProps {
  config: AppConfig;
  session: Session;
  queryClient: QueryClient;
  router: AppRouter;
}

/**
 * The whole app, composed from what main.tsx (or a test) hands in: the runtime config, the
 * visitor's session, a query client and a router (browser router in the app, memory router in tests).
 */
export function App({ config, session, queryClient, router }: AppProps) {
  return (
    <AppThemeProvider>
      <AppConfigProvider config={config}>
        <SessionProvider session={session}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
            <RefreshFailedSnackbar />
          </QueryClientProvider>
        </SessionProvider>
      </AppConfigProvider>
    </AppThemeProvider>
  );
}
