import Stack from '@mui/material/Stack';
import { AfterFirstPaint } from '../components/feedback/after-first-paint';
import { FantasyAiAnnouncement } from '../features/home/components/fantasy-ai-announcement';
import { HomeHero } from '../features/home/components/home-hero';
import { StandingsSnapshot } from '../features/home/components/standings-snapshot';
import { TeamsToFollowSection } from '../features/home/components/teams-to-follow-section';
import { TopPerformersSection } from '../features/home/components/top-performers-section';
import { WeekGamesSection } from '../features/home/components/week-games-section';
import { LockedPageNotice } from '../features/promo/components/locked-page-notice';
import { LoggedOutPromo } from '../features/promo/components/logged-out-promo';
import { useAccessNotice } from '../lib/access-notice';
import { usePageTitle } from '../lib/page-title';

/** Route module for "/" (lazy-loaded: React Router reads `Component`). */
export function Component() {
  usePageTitle('Home');
  const notice = useAccessNotice();
  return (
    <Stack spacing={{ xs: 4, md: 6 }}>
      {/* Sent here from a subscribers' page: which, and why (spec 1 §6 keeps the redirect). */}
      {notice && <LockedPageNotice notice={notice} />}
      <FantasyAiAnnouncement />
      <HomeHero />
      <AfterFirstPaint>
        {/* Shown only when freemium is on and the visitor is unsubscribed (spec 1 §2). */}
        <LoggedOutPromo />
        <TeamsToFollowSection />
        <WeekGamesSection />
        <TopPerformersSection />
        <StandingsSnapshot />
      </AfterFirstPaint>
    </Stack>
  );
}
