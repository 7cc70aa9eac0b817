import LinearProgress from '@mui/material/LinearProgress';
import { FullPageMessage } from './full-page-message';

/** The loading screen's texts (spec 1 §2, Layout). */
export const LOADING_MESSAGES = {
  /** Until the auth flow has finished. */
  connecting: 'Connecting to the All22 advanced-stats service…',
  /** Then until the teams and the current week are loaded. */
  loading: 'Loading Stats, Insights & Film...',
} as const;
export type LoadingStage = keyof typeof LOADING_MESSAGES;

/** A progress percentage kept within 0–100 (spec 1 §2); anything not a number reads as 0. */
export function clampProgress(percent: number): number {
  if (Number.isNaN(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}

/** The full-screen start-up screen: its stage's text over a determinate bar. */
export function LoadingScreen({ stage, progress }: { stage: LoadingStage; progress: number }) {
  return (
    <FullPageMessage title={LOADING_MESSAGES[stage]} role="status">
      <LinearProgress
        variant="determinate"
        value={clampProgress(progress)}
        aria-label="Loading"
        sx={{ width: 240, maxWidth: '100%' }}
      />
    </FullPageMessage>
  );
}
