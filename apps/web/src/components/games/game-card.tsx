import type { GameOddsResponse, GameResponse } from '@all22/contracts';
import { type GameSide, getLosingSide, isLive, isPregame } from '@all22/domain';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../config/paths';
import { TeamLogo } from './team-logo';
import { TeamResultRow } from './team-result-row';
import { getGameOddsLabels } from '../../lib/game-odds';

/** Logos on home's game cards: between the strip's 24 and the game header's 128. */
const CARD_LOGO_SIZE = 36;

function TeamLine({
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
    <TeamResultRow isLoser={isLoser} spacing={1.5}>
      <TeamLogo team={team} size={CARD_LOGO_SIZE} />
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" noWrap sx={{ fontWeight: 700 }}>
          {team.fullName}
        </Typography>
        {record && (
          <Typography variant="caption" color="text.secondary">
            {record}
          </Typography>
        )}
      </Stack>
      {score !== null && (
        <Typography
          variant="h6"
          component="span"
          sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}
        >
          {score}
        </Typography>
      )}
    </TeamResultRow>
  );
}

/**
 * "Red zone", outlined in the error colour like a small chip. Drawn here rather than with MUI's
 * Chip, which home would load for this one label (2.8 KB gzip of the first page's script).
 */
function RedZoneLabel() {
  return (
    <Typography
      variant="caption"
      component="span"
      sx={{
        color: 'error.main',
        border: 1,
        borderColor: 'error.main',
        borderRadius: 3,
        px: 1,
        lineHeight: '22px',
        fontWeight: 500,
      }}
    >
      Red zone
    </Typography>
  );
}

/** Kick-off day before the game ("SUN OCT 13 · 1:00 PM ET"); the live or final status after. */
function getStatusLine(game: GameResponse): string {
  if (isPregame(game.phase)) return `${game.dateDayShort} ${game.dateDayMonth} · ${game.displayStatus}`;
  return game.displayStatus;
}

/** One of this week's games on home: status, both teams with records and scores, the line; links to the game. */
export function GameCard({
  game,
  records,
  odds,
  isOddsShown,
}: {
  game: GameResponse;
  records: ReadonlyMap<string, string>;
  odds: GameOddsResponse | undefined;
  isOddsShown: boolean;
}) {
  const losingSide: GameSide | null = getLosingSide({
    phase: game.phase,
    visitorScore: game.visitorTeam.score.total,
    homeScore: game.homeTeam.score.total,
  });
  const hasScores = !isPregame(game.phase);
  const oddsLabels = getGameOddsLabels(game, odds, isOddsShown);
  const situation = isLive(game.phase) ? [game.downAndDist, game.yardLine].filter(Boolean).join(' · ') : '';

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={routeHref('games-game-gameId', { gameId: String(game.gameId) })}
        sx={{ height: '100%' }}
      >
        <CardContent>
          <Stack spacing={1.25}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography
                variant="caption"
                sx={{ fontWeight: 700, color: isLive(game.phase) ? 'primary.main' : 'text.secondary' }}
              >
                {getStatusLine(game)}
              </Typography>
              {isLive(game.phase) && game.isRedzone && <RedZoneLabel />}
            </Stack>
            <TeamLine
              team={game.visitorTeam}
              record={records.get(game.visitorTeamId)}
              score={hasScores ? game.visitorTeam.score.total : null}
              isLoser={losingSide === 'visitor'}
            />
            <TeamLine
              team={game.homeTeam}
              record={records.get(game.homeTeamId)}
              score={hasScores ? game.homeTeam.score.total : null}
              isLoser={losingSide === 'home'}
            />
            {situation && (
              <Typography variant="caption" color="text.secondary">
                {situation}
              </Typography>
            )}
            {oddsLabels.length > 0 && (
              <Typography
                variant="caption"
                color="text.secondary"
                aria-label={`Odds: ${oddsLabels.join(', ')}`}
              >
                {oddsLabels.join(' | ')}
              </Typography>
            )}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
