import { isFantasyAiEnabled } from '@all22/domain';
import { useLocation } from 'react-router';
import { useAppConfig } from '../../config/app-config-context';
import { routeHref } from '../../config/paths';
import type { SectionTab } from './section-tabs';

/** The Game Time Guide's week parameters (features/gtg's address: `?season=&weekSlug=`). */
const GTG_WEEK_PARAMS = ['season', 'weekSlug'] as const;

/** The league insights' week parameters (features/league-insights' address: `?season=&week=`). */
const INSIGHTS_WEEK_PARAMS = ['season', 'week'] as const;

/** "?a=1&b=2" of the named parameters `search` has, or "" when it has none. */
function pickParams(search: string, names: readonly string[]): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams(
    names.flatMap((key) => {
      const value = given.get(key);
      return value === null ? [] : [[key, value] as [string, string]];
    }),
  );
  const text = kept.toString();
  return text === '' ? '' : `?${text}`;
}

/** The section tabs of the simple pages that have them (fantasy, teams, game-time guide). */
export function useSectionTabs(name: string): { label: string; tabs: SectionTab[] } | null {
  const config = useAppConfig();
  const { search } = useLocation();
  if (name.startsWith('fantasy-')) {
    const tabs: SectionTab[] = [
      { name: 'fantasy-stats', label: 'Stats', href: routeHref('fantasy-stats') },
      { name: 'fantasy-insights', label: 'Insights', href: routeHref('fantasy-insights') },
    ];
    if (isFantasyAiEnabled(config)) {
      tabs.unshift({ name: 'fantasy-ai', label: 'AI Assistant', href: routeHref('fantasy-ai') });
    }
    return { label: 'Fantasy', tabs };
  }
  if (name === 'insights' || name === 'insights-beta') {
    // Both pages show one season and week: switching page keeps the week the address names.
    const week = pickParams(search, INSIGHTS_WEEK_PARAMS);
    return {
      label: 'Insights',
      tabs: [
        { name: 'insights', label: 'Insights', href: `${routeHref('insights')}${week}` },
        { name: 'insights-beta', label: 'Beta', href: `${routeHref('insights-beta')}${week}` },
      ],
    };
  }
  if (name === 'teams' || name === 'teams-rankings') {
    return {
      label: 'Teams',
      tabs: [
        { name: 'teams', label: 'All Teams', href: routeHref('teams') },
        { name: 'teams-rankings', label: 'Rankings', href: routeHref('teams-rankings') },
      ],
    };
  }
  if (name.startsWith('gtg')) {
    // Both pages show one week: switching page keeps the week the address names.
    const week = pickParams(search, GTG_WEEK_PARAMS);
    return {
      label: 'Game Time Guide',
      tabs: [
        { name: 'gtg', label: 'Guide', href: `${routeHref('gtg')}${week}` },
        { name: 'gtg-fun-facts', label: 'Fun Facts', href: `${routeHref('gtg-fun-facts')}${week}` },
      ],
    };
  }
  return null;
}
