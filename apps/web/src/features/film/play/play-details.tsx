import type { PlayDetailResponse, PlayParticipant } from '@all22/contracts';
import { formatStatValue, getPlayTags } from '@all22/domain';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PlayerLink } from '../../../components/players/player-link';
import { describePlaySituation } from '../lib/play-situation';

/** The win-probability swing for the team with the ball, in points of percentage; null when unknown. */
export function getWinProbabilityChange(
  play: Pick<PlayDetailResponse, 'homeWinProbability' | 'homeWinProbabilityBefore' | 'possessionTeamId'>,
  homeTeamId: string | null,
): { before: number; after: number } | null {
  const { homeWinProbability: after, homeWinProbabilityBefore: before } = play;
  if (after === null || before === null || homeTeamId === null) return null;
  const isHome = play.possessionTeamId === homeTeamId;
  return isHome ? { before, after } : { before: 1 - before, after: 1 - after };
}

const percent = (value: number) => `${Math.round(value * 100)}%`;

function Participants({ title, players }: { title: string; players: readonly PlayParticipant[] }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="overline" color="text.secondary">
        {title}
      </Typography>
      <Stack component="ul" spacing={0.25} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {players.map((player) => (
          <Typography component="li" variant="body2" key={player.nflId}>
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ display: 'inline-block', minWidth: 64 }}
            >
              {player.jerseyNumber === null ? '' : `#${player.jerseyNumber} `}
              {player.position}
            </Typography>{' '}
            <PlayerLink nflId={player.nflId} name={player.displayName} />
            {player.alignment && (
              <Typography component="span" variant="caption" color="text.secondary">
                {' '}
                · {player.alignment}
              </Typography>
            )}
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}

/** Beside the replay: the play's line — what happened, the moment, its value — and who took part. */
export function PlayDetails({
  play,
  abbrOf,
  homeTeamId,
}: {
  play: PlayDetailResponse;
  abbrOf: (teamId: string) => string;
  homeTeamId: string | null;
}) {
  const situation = describePlaySituation(play, abbrOf);
  const tags = getPlayTags(play);
  const swing = getWinProbabilityChange(play, homeTeamId);
  const offense = abbrOf(play.possessionTeamId);
  const facts: [string, string][] = [
    ['Game', `${situation.matchup} · ${situation.week}`],
    ['Time', situation.time],
    [
      'Down',
      [situation.downAndDistance ?? '—', situation.yardLine && `at ${situation.yardLine}`]
        .filter(Boolean)
        .join(' '),
    ],
    ['Result', situation.yards],
    ['EPA', situation.epa ?? '—'],
    [
      `${offense} win prob.`,
      swing === null
        ? '—'
        : `${percent(swing.before)} → ${percent(swing.after)} (${swing.after >= swing.before ? '+' : ''}${formatStatValue((swing.after - swing.before) * 100, { decimals: 1 })} pts)`,
    ],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {play.description}
        </Typography>
        {tags.length > 0 && (
          <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }} aria-label="Tags">
            {tags.map((tag) => (
              <Chip key={tag} label={tag} size="small" color="primary" variant="outlined" />
            ))}
          </Stack>
        )}
        <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
          {facts.map(([term, value]) => (
            <Stack key={term} direction="row" spacing={1}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 110 }}>
                {term}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
                {value}
              </Typography>
            </Stack>
          ))}
        </Stack>
        <Divider />
        <Participants
          title={`Offense · ${offense}`}
          players={play.participants.filter((p) => p.side === 'offense')}
        />
        <Participants
          title={`Defense · ${abbrOf(play.defenseTeamId)}`}
          players={play.participants.filter((p) => p.side === 'defense')}
        />
      </Stack>
    </Paper>
  );
}
