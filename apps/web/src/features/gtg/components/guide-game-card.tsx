import type { GameOddsResponse, GtgGame } from '@all22/contracts';
import { formatTeamAbbr, isPregame } from '@all22/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { TeamLogo } from '../../../components/games/team-logo';
import { routeHref } from '../../../config/paths';
import { formatGuideLine, formatGuideStanding, formatGuideStatus } from '../lib/guide-labels';
import { GuideMatchups } from './guide-matchups';
import { GuideRanksTable } from './guide-ranks-table';
import { PlayersToWatch, TeamInjuries } from './guide-team-lists';

type GuideTeam = GtgGame['home'];

/** Logos as on home's game cards: between the strip's 24 and the game header's 128. */
const LOGO_SIZE = 36;

function TeamLine({ team, logo, score }: { team: GuideTeam; logo: string; score: number | null }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <TeamLogo team={{ logo }} size={LOGO_SIZE} />
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={routeHref('teams-team-teamId', { teamId: team.teamId })}
          variant="subtitle1"
          sx={{ fontWeight: 700 }}
        >
          {team.fullName}
        </Link>
        <Typography variant="caption" color="text.secondary">
          {formatGuideStanding(team)}
        </Typography>
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
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="overline" sx={{ fontWeight: 700, lineHeight: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/**
 * One game of the week in the guide: kick-off or status, the line (per the user's odds setting),
 * both teams with their records, ranks side by side, key matchups, players to watch and injuries,
 * and the way to the game's page.
 */
export function GuideGameCard({
  entry,
  odds,
  isOddsShown,
}: {
  entry: GtgGame;
  odds: GameOddsResponse | undefined;
  isOddsShown: boolean;
}) {
  const headingId = useId();
  const { game, visitor, home } = entry;
  const hasScores = !isPregame(game.phase);
  const line = formatGuideLine(game, odds, isOddsShown);
  const gameHref = routeHref('games-game-gameId', { gameId: String(game.gameId) });
  const matchupName = `${formatTeamAbbr(visitor.abbr)} at ${formatTeamAbbr(home.abbr)}`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={2.5}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Stack spacing={0.25}>
              <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 800 }}>
                {matchupName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatGuideStatus(game)}
                {line.length > 0 && (
                  <Box component="span" aria-label={`Line: ${line.join(', ')}`}>
                    {' · '}
                    {line.join(' · ')}
                  </Box>
                )}
              </Typography>
            </Stack>
            <Button
              component={RouterLink}
              to={gameHref}
              variant="outlined"
              size="small"
              aria-label={`Game page, ${matchupName}`}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, whiteSpace: 'nowrap' }}
            >
              Game page
            </Button>
          </Stack>
          <Stack spacing={1.5}>
            <TeamLine
              team={visitor}
              logo={game.visitorTeam.logo}
              score={hasScores ? game.visitorTeam.score.total : null}
            />
            <TeamLine
              team={home}
              logo={game.homeTeam.logo}
              score={hasScores ? game.homeTeam.score.total : null}
            />
          </Stack>
          <Section title="Key matchups">
            <GuideMatchups
              matchups={entry.matchups}
              abbrs={
                new Map([
                  [visitor.teamId, formatTeamAbbr(visitor.abbr)],
                  [home.teamId, formatTeamAbbr(home.abbr)],
                ])
              }
            />
          </Section>
          <Section title="Team ranks">
            <GuideRanksTable entry={entry} />
          </Section>
          <Box sx={twoColumns}>
            <PlayersToWatch team={visitor} />
            <PlayersToWatch team={home} />
          </Box>
          <Box sx={twoColumns}>
            <TeamInjuries team={visitor} />
            <TeamInjuries team={home} />
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
