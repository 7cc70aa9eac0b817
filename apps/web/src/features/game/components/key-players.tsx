import type { GameResponse, PlayerStatEntry, TeamStatsResponse } from '@all22/contracts';
import { formatStatValue, getFantasyScoring, getPlayerHeaderStats, getPositionGroup } from '@all22/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePlayerSeasons } from '../../../api/players/get-player-seasons';
import { PlayerLink } from './player-stat-table';

const count = (value: number | null | undefined) => formatStatValue(value, { decimals: 0 });

/** Each section's leader of the season and the few figures that describe his season. */
const KEY_ROLES: readonly {
  role: string;
  group: keyof TeamStatsResponse['players'];
  figures: (stats: PlayerStatEntry['stats']) => string;
}[] = [
  {
    role: 'Passing',
    group: 'passing',
    figures: (s) => `${count(s.yards)} yds, ${count(s.touchdowns)} TD, ${count(s.interceptions)} INT`,
  },
  {
    role: 'Rushing',
    group: 'rushing',
    figures: (s) =>
      `${count(s.yards)} yds, ${formatStatValue(s.yardsPerAttempt)} avg, ${count(s.touchdowns)} TD`,
  },
  {
    role: 'Receiving',
    group: 'receiving',
    figures: (s) => `${count(s.receptions)} rec, ${count(s.yards)} yds, ${count(s.touchdowns)} TD`,
  },
  {
    role: 'Defense',
    group: 'defense',
    figures: (s) =>
      `${count(s.tackles)} tkl, ${formatStatValue(s.sacks)} sacks, ${count(s.interceptions)} INT`,
  },
];

/**
 * A key player's season in the player header's own terms (his group's first 3 Season Stats, when he
 * qualifies), read from his public season lines; the role's plain figures while they load, or when
 * he does not qualify.
 */
function KeyPlayerFigures({
  player,
  season,
  fallback,
}: {
  player: PlayerStatEntry;
  season: number;
  fallback: string;
}) {
  const seasons = usePlayerSeasons(player.nflId);
  const row = seasons.data?.seasons.find((line) => line.season === season && line.seasonType === 'REG');
  const header = row
    ? getPlayerHeaderStats({
        group: getPositionGroup(player.position),
        seasonLine: row.stats,
        gamesPlayed: row.gamesPlayed,
        gamesDnp: row.gamesDnp,
        fantasy: null,
        scoring: getFantasyScoring(0),
      })
    : null;
  const items = header?.seasonItems ?? [];
  const text = items.length > 0 ? items.map((item) => `${item.label} ${item.text}`).join(' · ') : fallback;
  return <>{text}</>;
}

/** A team's key players for the preview: its season leader in passing, rushing, receiving and defense. */
export function KeyPlayers({ team, stats }: { team: GameResponse['homeTeam']; stats: TeamStatsResponse }) {
  const rows = KEY_ROLES.flatMap((role) => {
    const player = stats.players[role.group][0];
    return player ? [{ ...role, player }] : [];
  });
  return (
    <Box
      component="section"
      aria-label={`${team.fullName} key players`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {team.fullName} key players
      </Typography>
      {rows.length === 0 && <Typography color="text.secondary">No player lines this season.</Typography>}
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 1 }}
      >
        {rows.map(({ role, player, figures }) => (
          <Box key={role} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {role}
            </Typography>
            <Box component="dd" sx={{ m: 0 }} data-key-player={role}>
              <PlayerLink nflId={player.nflId} name={player.displayName} />{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                {player.position} ·{' '}
                <KeyPlayerFigures player={player} season={stats.season} fallback={figures(player.stats)} />
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
