import type { GameResponse } from '@all22/contracts';
import {
  formatSpread,
  formatTeamAbbr,
  type GameSide,
  getLosingSide,
  isFinal,
  isPregame,
  LOGO_SIZES,
} from '@all22/domain';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../config/paths';
import { TeamLogo } from '../../../components/games/team-logo';
import { visuallyHiddenSx } from '../../../components/a11y/visually-hidden';
import { TeamResultRow } from '../../../components/games/team-result-row';

export interface ScoreStripGameProps {
  game: GameResponse;
  /** Team id → record ("4-1"); a team without one shows none. */
  records: ReadonlyMap<string, string>;
  isOddsShown: boolean;
  /** Called before the link navigates (analytics). */
  onClick?: (game: GameResponse) => void;
}

/** The spread line, when odds are shown and the game has not finished (a final line is history). */
function getOddsLine(game: GameResponse, isOddsShown: boolean): string | null {
  if (!isOddsShown || isFinal(game.phase)) return null;
  return formatSpread(game.spread, { awayAbbr: game.visitorTeam.abbr, homeAbbr: game.homeTeam.abbr });
}

function TeamRow({
  team,
  record,
  score,
  isLoser,
}: {
  team: GameResponse['homeTeam'];
  record: string | undefined;
  score: number | null;
  isLoser: boolean;
}) {
  return (
    <TeamResultRow isLoser={isLoser} spacing={1}>
      <TeamLogo team={team} size={LOGO_SIZES.strip} />
      <Typography variant="body2" sx={{ fontWeight: 700, minWidth: '2.5em' }}>
        {formatTeamAbbr(team.abbr)}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
        {record ?? ''}
      </Typography>
      {score !== null && (
        <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {score}
        </Typography>
      )}
    </TeamResultRow>
  );
}

/** The link's name: who plays whom, the score once under way, the status and the line. */
function describeGame(game: GameResponse, oddsLine: string | null): string {
  const hasScores = !isPregame(game.phase);
  const side = (team: GameResponse['homeTeam']) =>
    hasScores ? `${team.fullName} ${team.score.total}` : team.fullName;
  const parts = [`${side(game.visitorTeam)} at ${side(game.homeTeam)}`, game.displayStatus];
  if (oddsLine) parts.push(`line ${oddsLine}`);
  return parts.join(', ');
}

/** One game of the strip: status, both teams (logo, abbreviation, record, score), the line. */
export function ScoreStripGame({ game, records, isOddsShown, onClick }: ScoreStripGameProps) {
  const losingSide: GameSide | null = getLosingSide({
    phase: game.phase,
    visitorScore: game.visitorTeam.score.total,
    homeScore: game.homeTeam.score.total,
  });
  const hasScores = !isPregame(game.phase);
  const oddsLine = getOddsLine(game, isOddsShown);

  return (
    <ButtonBase
      component={RouterLink}
      to={routeHref('games-game-gameId', { gameId: String(game.gameId) })}
      onClick={() => onClick?.(game)}
      sx={{
        display: 'block',
        width: 176,
        textAlign: 'left',
        px: 1.5,
        py: 1,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        '&:hover': { borderColor: 'primary.main' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      {/*
        The link's name is this sentence, not an aria-label: a label that does not contain the
        tile's visible text fails "label in name" (axe label-content-name-mismatch). The tile's
        abbreviations and records are shown, and the sentence says the same in words.
      */}
      <Box component="span" sx={visuallyHiddenSx} data-game-label>
        {describeGame(game, oddsLine)}
      </Box>
      <Box aria-hidden>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', mb: 0.5 }}>
          <Typography
            variant="caption"
            sx={{ fontWeight: 700, color: isFinal(game.phase) ? 'text.secondary' : 'primary.main' }}
          >
            {game.displayStatus}
          </Typography>
          {oddsLine && (
            <Typography variant="caption" color="text.secondary" noWrap>
              {oddsLine}
            </Typography>
          )}
        </Stack>
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <TeamRow
            team={game.visitorTeam}
            record={records.get(game.visitorTeamId)}
            score={hasScores ? game.visitorTeam.score.total : null}
            isLoser={losingSide === 'visitor'}
          />
          <TeamRow
            team={game.homeTeam}
            record={records.get(game.homeTeamId)}
            score={hasScores ? game.homeTeam.score.total : null}
            isLoser={losingSide === 'home'}
          />
        </Box>
      </Box>
    </ButtonBase>
  );
}
