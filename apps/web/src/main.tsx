import type { AppConfig } from '@all22/contracts';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App, AppThemeProvider } from './app/app';
import { createAppRouter } from './app/router';
import { FullPageMessage } from './components/feedback/full-page-message';
import { loadAppConfig } from './config/load-app-config';
import { createStaticSession } from './features/auth/session';
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

function renderApp(root: Root, config: AppConfig) {
  // Until the sign-in flow lands (features/auth/oidc-session.ts), every visitor is signed out.
  const session = createStaticSession();
  const queryClient = createQueryClient();
  const router = createAppRouter({ config, session, queryClient });
  root.render(
    <StrictMode>
      <App config={config} session={session} queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

/** Reads /config.json, then renders the app; on failure, a full-page error with Retry. */
async function start(root: Root): Promise<void> {
  renderShell(
    root,
    <FullPageMessage title="Connecting to the All22 advanced-stats service…" role="status">
      <CircularProgress aria-label="Loading" />
    </FullPageMessage>,
  );
  try {
    renderApp(root, await loadAppConfig());
  } catch (error) {
    const { message, statusCode } = normalizeError(error);
    renderShell(
      root,
      <FullPageMessage title="All22 could not load its configuration" role="alert">
        <Typography color="text.secondary">
          {message} ({statusCode})
        </Typography>
        <Button variant="contained" onClick={() => void start(root)}>
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

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(createRoot(container));
