import { type PlayerHeaderStatItem, describeQualification, getPositionGroup } from '@all22/domain';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { PlayerHeaderStatsState } from '../hooks/use-player-header-stats';

function StatItem({ item }: { item: PlayerHeaderStatItem }) {
  return (
    <Tooltip title={item.tooltip} describeChild>
      <Box
        component="li"
        tabIndex={0}
        data-stat={item.label}
        sx={{ minWidth: { xs: 56, md: 72 }, listStyle: 'none' }}
      >
        <Typography variant="h6" component="p" sx={{ fontWeight: 800, lineHeight: 1.2 }}>
          {item.text}
        </Typography>
        <Typography variant="caption" component="p" color="text.secondary" sx={{ fontWeight: 700 }}>
          {item.label}
        </Typography>
      </Box>
    </Tooltip>
  );
}

function StatGroup({ title, items }: { title: string; items: readonly PlayerHeaderStatItem[] }) {
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="overline" color="text.secondary" component="h2" sx={{ lineHeight: 2 }}>
        {title}
      </Typography>
      <Stack
        component="ul"
        direction="row"
        spacing={{ xs: 1.5, md: 2 }}
        useFlexGap
        sx={{ m: 0, p: 0, flexWrap: 'wrap' }}
      >
        {items.map((item) => (
          <StatItem key={item.label} item={item} />
        ))}
      </Stack>
    </Box>
  );
}

/**
 * The header card's "Fantasy Stats" and "Season Stats" (up to 3 each, spec 1 §2) for the stats
 * season, each with a tooltip; a line saying why when the player does not qualify.
 */
export function PlayerHeaderStats({ state, position }: { state: PlayerHeaderStatsState; position: string }) {
  if (state.status === 'hidden') return null;
  if (state.status === 'loading') {
    return (
      <Skeleton
        role="status"
        variant="rounded"
        width={360}
        height={64}
        aria-label="Loading the player's stats"
      />
    );
  }
  const { stats, season } = state;
  if (!stats.isQualified) {
    const group = getPositionGroup(position);
    const rule = group === null ? null : describeQualification(group);
    return (
      <Typography variant="body2" color="text.secondary" data-testid="player-stats-unqualified">
        {rule
          ? `Season stats show once he averages ${rule} (${season} season).`
          : `No ${season} regular-season games yet.`}
      </Typography>
    );
  }
  if (stats.fantasyItems.length === 0 && stats.seasonItems.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={{ xs: 2, md: 4 }}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      data-testid="player-header-stats"
      data-season={season}
    >
      <StatGroup title="Fantasy Stats" items={stats.fantasyItems} />
      <StatGroup title="Season Stats" items={stats.seasonItems} />
      <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'flex-end' }}>
        {season} regular season
      </Typography>
    </Stack>
  );
}
