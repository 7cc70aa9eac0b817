import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { AfterFirstPaint } from '../../components/feedback/after-first-paint';
import { useAppConfig } from '../../config/app-config-context';
import { getIdentitySubscriptionsUrl } from '../../lib/identity-links';
import { FantasyAiEntry } from '../../features/fantasy-ai/components/fantasy-ai-entry';
import { PausedSubscriptionDialog } from '../../features/paused-dialog/components/paused-subscription-dialog';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { LeagueSitesBar } from './league-sites-bar';
import { SkipLink } from './skip-link';

const MAIN_CONTENT_ID = 'main-content';

/**
 * The page frame every route renders in (spec 1 §2): skip link, league sites bar, header (toolbar
 * and nav), the score strip, the page, the footer; plus the floating Fantasy AI button and the
 * paused-subscription dialog, which can appear over any page.
 */
export function AppShell({ children, scoreStrip }: { children: ReactNode; scoreStrip?: ReactNode }) {
  const { oidc } = useAppConfig();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <LeagueSitesBar />
      <AppHeader />
      {/* The live score strip, between the nav and the page (passed in by the root layout). */}
      {scoreStrip}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, minWidth: 0, outline: 'none' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
          {children}
        </Container>
      </Box>
      <AfterFirstPaint>
        <AppFooter />
        <FantasyAiEntry />
      </AfterFirstPaint>
      <PausedSubscriptionDialog manageSubscriptionHref={getIdentitySubscriptionsUrl(oidc.issuer)} />
    </Box>
  );
}
