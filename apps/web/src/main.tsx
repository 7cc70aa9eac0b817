import type { AppConfig } from '@all22/contracts';
import { SIGNED_OUT_USER_STATE } from '@all22/domain';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App, AppThemeProvider } from './app/app';
import { primeStore } from './app/prime-store';
import { createAppRouter } from './app/router';
import { preloadRoutePage, routeTable } from './app/route-table';
import { FullPageMessage } from './components/feedback/full-page-message';
import { clampProgress, LoadingScreen, type LoadingStage } from './components/feedback/loading-screen';
import { loadAppConfig } from './config/load-app-config';
import { readStartData, type StartData } from './config/read-start-data';
import { AUTH_FLOW_STEPS, runAuthFlow } from './features/auth/auth-flow';
import { SILENT_RENEW_PATH } from './features/auth/auth-paths';
import { createOidcSession } from './features/auth/oidc-session';
import { createStaticSession, type Session } from './lib/session/session';
import { watchUserChanges } from './features/auth/watch-user-changes';
import { currentScheduleQueryOptions } from './api/schedules/get-current-schedule';
import { installLinkPrefetch } from './features/platform/link-prefetch';
import { removeServiceWorkers } from './features/platform/remove-service-workers';
import { teamsQueryOptions } from './api/teams/get-teams';
import { setDefaultApiAuth } from './lib/api-client';
import { readWeekOverride } from './lib/week-override';
import { reloadAfterChunkError } from './lib/chunk-reload';
import { normalizeError } from './lib/errors';
import { createQueryClient } from './lib/query-client';

function renderShell(root: Root, content: ReactNode) {
  root.render(
    <StrictMode>
      <AppThemeProvider>{content}</AppThemeProvider>
    </StrictMode>,
  );
}

/** The loading bar's steps: the config, the auth flow's steps, then the teams and the current week. */
const START_STEPS = 1 + AUTH_FLOW_STEPS.length + 2;

/**
 * Shows the loading screen: its message for the current stage, its bar at `done` of the start-up
 * steps (steps may finish in any order: the start data loads while the auth flow runs).
 */
function createStartProgress(root: Root) {
  let done = 0;
  let stage: LoadingStage = 'connecting';
  const show = () =>
    renderShell(root, <LoadingScreen stage={stage} progress={clampProgress((done / START_STEPS) * 100)} />);
  return {
    show,
    step() {
      done += 1;
      show();
    },
    enter(next: LoadingStage) {
      stage = next;
      show();
    },
  };
}

/**
 * OIDC when sign-in is on. With AUTH_ENABLED=false no identity provider is contacted at all and
 * everyone counts as subscribed (spec 1 §1), as the API treats them.
 */
function createSession(config: AppConfig): Session {
  return config.authEnabled
    ? createOidcSession({ config, origin: window.location.origin })
    : createStaticSession({ phase: 'connecting', user: { ...SIGNED_OUT_USER_STATE, isSubscribed: true } });
}

/**
 * What the loading screen waits for: the teams and the current week. What the server put in the
 * page is taken as the answer (no round trip); the rest is asked for. A failure does not hold the
 * app up — the pages ask again — and a failed schedule is cleared rather than kept stale (spec 1 §8).
 */
async function loadStartData(
  queryClient: QueryClient,
  config: AppConfig,
  sent: StartData,
  onLoaded: () => void,
) {
  if (sent.teams !== null) queryClient.setQueryData(teamsQueryOptions(config).queryKey, sent.teams);
  // The server sends the league's week; a week override (outside production) is asked for.
  if (sent.currentSchedule !== null && readWeekOverride(config.appEnv) === null) {
    queryClient.setQueryData(currentScheduleQueryOptions(config).queryKey, sent.currentSchedule);
  }
  const teams = queryClient.fetchQuery(teamsQueryOptions(config)).catch(() => undefined);
  const currentOptions = currentScheduleQueryOptions(config);
  const current = queryClient.fetchQuery(currentOptions).catch(() => {
    queryClient.removeQueries({ queryKey: currentOptions.queryKey, exact: true });
    return undefined;
  });
  void teams.then(onLoaded);
  void current.then(onLoaded);
  return { current: await current, teams: await teams };
}

/**
 * The analytics sender starts this long after the app, off the first page's script (bench:web):
 * as long as an event waits for company anyway (analytics-sender.ts, FLUSH_DELAY_MS), so what was
 * recorded meanwhile goes out when it would have.
 */
const ANALYTICS_START_DELAY_MS = 3_000;

function startAnalyticsLater(config: AppConfig, session: Session) {
  setTimeout(() => {
    void import('./lib/analytics-sender').then(({ flushAnalytics, startAnalytics }) => {
      startAnalytics({ baseUrl: config.apiBaseUrl, getAccessToken: () => session.getSnapshot().accessToken });
      void flushAnalytics();
    });
  }, ANALYTICS_START_DELAY_MS);
}

/** Config → session → auth flow (loading screen) → start data → router → the app. */
async function startApp(
  root: Root,
  config: AppConfig,
  sent: StartData,
  progress: ReturnType<typeof createStartProgress>,
) {
  const session = createSession(config);
  setDefaultApiAuth(session);
  // In the hidden frame of a silent sign-in: hand the answer to the parent window, nothing more.
  if (window.location.pathname === SILENT_RENEW_PATH && window.parent !== window) {
    await session.completeSignIn(window.location.href).catch(() => undefined);
    return;
  }
  // The first page's code and the start data (public calls) load while the auth flow runs; the
  // loading screen still says "connecting" until the flow is done (spec 1 §2).
  preloadRoutePage(window.location.pathname);
  const queryClient = createQueryClient();
  const startData = loadStartData(queryClient, config, sent, progress.step);
  await runAuthFlow({ config, session, currentUrl: window.location.href, onStep: progress.step });

  progress.enter('loading');
  const { current } = await startData;
  void primeStore(queryClient, config, session, current);

  const router = createAppRouter({ config, session, queryClient });
  startAnalyticsLater(config, session);
  installLinkPrefetch(Object.values(routeTable));
  // Sign-out or changed plans: run the page guards again on the current page.
  watchUserChanges(session, () => void router.revalidate());
  root.render(
    <StrictMode>
      <App config={config} session={session} queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

/**
 * Takes the configuration the server put in the page, or reads /config.json, then starts the app;
 * on failure, a full-page error with Retry.
 */
async function start(root: Root, sent: StartData): Promise<void> {
  const progress = createStartProgress(root);
  progress.show();
  try {
    const config = sent.config ?? (await loadAppConfig());
    progress.step();
    await startApp(root, config, sent, progress);
  } catch (error) {
    const { message, statusCode } = normalizeError(error);
    renderShell(
      root,
      <FullPageMessage title="All22 could not load its configuration" role="alert">
        <Typography color="text.secondary">
          {message} ({statusCode})
        </Typography>
        <Button variant="contained" onClick={() => void start(root, { ...sent, config: null })}>
          Retry
        </Button>
      </FullPageMessage>,
    );
  }
}

// Vite fires this when a lazy chunk's preload fails (usually a new deploy); reload to get it.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadAfterChunkError()) event.preventDefault();
});

// An earlier build may have left a service worker and caches that would serve stale files.
void removeServiceWorkers();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(createRoot(container), readStartData(document));
