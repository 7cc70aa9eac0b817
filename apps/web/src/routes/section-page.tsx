import Typography from '@mui/material/Typography';
import { type ComponentType, lazy, Suspense } from 'react';
import { PageHeader } from '../components/page/page-header';
import { SectionTabs } from '../components/page/section-tabs';
import { useSectionTabs } from '../components/page/use-section-tabs';
import { useRouteHandle } from '../components/page/use-route-handle';
import { usePageTitle } from '../lib/page-title';

/**
 * The sections whose content is built, each loaded with its first visit. Here rather than as
 * route modules of their own: a route module adds its import and preload list to the start-up
 * script, which every visitor downloads (bench:web).
 */
const SECTION_CONTENT: Readonly<Record<string, ComponentType>> = {
  'fantasy-ai': lazy(() =>
    import('../features/fantasy-ai/components/fantasy-ai-full-screen').then((module) => ({
      default: module.FantasyAiFullScreen,
    })),
  ),
  'fantasy-insights': lazy(() =>
    import('../features/fantasy-insights/components/fantasy-insights-page').then((module) => ({
      default: module.FantasyInsightsPage,
    })),
  ),
  insights: lazy(() =>
    import('../features/league-insights/components/league-insights-page').then((module) => ({
      default: module.LeagueInsightsPage,
    })),
  ),
  'insights-beta': lazy(() =>
    import('../features/league-insights/components/league-insights-page').then((module) => ({
      default: module.LeagueInsightsBetaPage,
    })),
  ),
  players: lazy(() =>
    import('../features/players-index/components/players-index-page').then((module) => ({
      default: module.PlayersIndexPage,
    })),
  ),
  'fantasy-stats': lazy(() =>
    import('../features/fantasy-stats/components/fantasy-stats-page').then((module) => ({
      default: module.FantasyStatsPage,
    })),
  ),
  gtg: lazy(() =>
    import('../features/gtg/components/game-time-guide').then((module) => ({
      default: module.GameTimeGuide,
    })),
  ),
  tools: lazy(() => import('./tools-sandbox').then((module) => ({ default: module.ToolsSandbox }))),
  'gtg-fun-facts': lazy(() =>
    import('../features/gtg/components/fun-facts').then((module) => ({ default: module.FunFacts })),
  ),
};

/** Route module of the pages that are one section frame each (titles from the route table). */
export function Component() {
  const { name, title } = useRouteHandle();
  usePageTitle(title);
  const section = useSectionTabs(name);
  const Content = SECTION_CONTENT[name];
  return (
    <>
      <PageHeader title={title} />
      {section && <SectionTabs label={section.label} tabs={section.tabs} current={name} />}
      {Content && (
        <Suspense
          fallback={
            <Typography role="status" color="text.secondary">
              Loading {title}…
            </Typography>
          }
        >
          <Content />
        </Suspense>
      )}
    </>
  );
}
