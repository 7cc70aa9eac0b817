import { FilmFilterPanel } from '../features/film/filters/film-filter-panel';
import { StatsSandboxPage } from '../features/stats-sandbox/components/stats-sandbox-page';

/**
 * The /tools section's content, loaded on its first visit (section-page.tsx): the stats sandbox
 * with the film room's own filter panel for its population (the app composes the two features).
 */
export function ToolsSandbox() {
  return <StatsSandboxPage renderFilterPanel={(props) => <FilmFilterPanel {...props} />} />;
}
