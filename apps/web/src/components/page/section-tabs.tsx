import { isTabVisible } from '@all22/domain';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';

export interface SectionTab {
  /** The tab's route name: the tab is selected on that route. */
  readonly name: string;
  readonly label: string;
  readonly href: string;
}

/** A tab of a page with sub-pages; `slug` is its path suffix ('' for the main one, always shown). */
export interface SubPageTab<N extends string> {
  readonly slug: string;
  readonly name: N;
  readonly label: string;
}

/** The sub-page tabs `appEnv` shows (production hides some, spec 1 §6), with their links. */
export function toVisibleTabs<N extends string>(
  tabs: readonly SubPageTab<N>[],
  appEnv: string,
  hrefOf: (name: N) => string,
): SectionTab[] {
  return tabs
    .filter((tab) => tab.slug === '' || isTabVisible(tab.slug, appEnv))
    .map((tab) => ({ name: tab.name, label: tab.label, href: hrefOf(tab.name) }));
}

/** A section's secondary tab nav (spec 1 §2): one link per page, the current one selected. */
export function SectionTabs({
  tabs,
  current,
  label,
}: {
  tabs: readonly SectionTab[];
  current: string;
  label: string;
}) {
  const selected = tabs.some((tab) => tab.name === current) ? current : false;
  return (
    <Box component="nav" aria-label={label} sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      <Tabs value={selected} variant="scrollable" allowScrollButtonsMobile aria-label={label}>
        {tabs.map((tab) => (
          <Tab
            key={tab.name}
            value={tab.name}
            label={tab.label}
            component={RouterLink}
            to={tab.href}
            aria-current={tab.name === current ? 'page' : undefined}
          />
        ))}
      </Tabs>
    </Box>
  );
}
