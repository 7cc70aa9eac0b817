import { isFantasyAiEnabled } from '@all22/domain';
import { useAppConfig } from '../../config/app-config-context';
import { routeHref } from '../../config/paths';
import type { SectionTab } from './section-tabs';

/** The section tabs of the simple pages that have them (fantasy, teams, game-time guide). */
export function useSectionTabs(name: string): { label: string; tabs: SectionTab[] } | null {
  const config = useAppConfig();
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
    return {
      label: 'Game Time Guide',
      tabs: [
        { name: 'gtg', label: 'Guide', href: routeHref('gtg') },
        { name: 'gtg-fun-facts', label: 'Fun Facts', href: routeHref('gtg-fun-facts') },
      ],
    };
  }
  return null;
}
