import type { LeagueInsightsResponse, NotableCardResponse } from '@all22/contracts';
import {
  NOTABLE_STAT_KEYS,
  describeStat,
  formatStatValue,
  formatTeamAbbr,
  type NotableKind,
} from '@all22/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../config/paths';
import { FilmLinks } from './film-links';
import { InsightSection } from './insight-section';
import { PlayerLink, TeamLink } from './insight-links';

/** What each card is the week's best of. */
const CARD_TITLES: Readonly<Record<NotableKind, string>> = {
  teamOffense: 'Best offense',
  teamDefense: 'Best defense',
  passing: 'Top passer',
  rushing: 'Top rusher',
  receiving: 'Top receiver',
};

/** What a player's plays count: passes, carries, targets; a team's plays. */
const PLAY_NOUNS: Readonly<Record<NotableKind, string>> = {
  teamOffense: 'plays',
  teamDefense: 'plays faced',
  passing: 'attempts',
  rushing: 'carries',
  receiving: 'targets',
};

function NotableCard({ card, season }: { card: NotableCardResponse; season: number }) {
  const stat = describeStat(NOTABLE_STAT_KEYS[card.kind]);
  const value = formatStatValue(card.value, { decimals: stat.decimals });
  const subject = card.player
    ? card.player.displayName
    : `${formatTeamAbbr(card.team.abbr)} ${card.kind === 'teamDefense' ? 'defense' : 'offense'}`;
  const previous = card.previousBest;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }} data-notable={card.kind}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {CARD_TITLES[card.kind]}
        </Typography>
        {card.isSeasonBest && <Chip label="Season best" size="small" color="primary" />}
      </Box>
      <Typography
        component="p"
        sx={{ my: 0.5, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}
      >
        <Typography component="span" variant="h4" sx={{ fontWeight: 700 }}>
          {value}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          {stat.label}
        </Typography>
      </Typography>
      <Typography variant="body2">
        {card.player ? (
          <>
            <PlayerLink player={card.player} /> ({card.player.position}, <TeamLink team={card.team} />)
          </>
        ) : (
          <TeamLink team={card.team} full />
        )}{' '}
        vs <TeamLink team={card.opponent} />,{' '}
        <Link
          component={RouterLink}
          to={routeHref('games-game-gameId', { gameId: String(card.gameId) })}
          underline="always"
        >
          week {card.week} game
        </Link>
        : {card.plays} {PLAY_NOUNS[card.kind]}.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {previous === null
          ? 'The first week of the season.'
          : `Best before week ${card.week}: ${formatStatValue(previous.value, { decimals: stat.decimals })} by ${previous.name} in week ${previous.week}.`}
      </Typography>
      <Box sx={{ mt: 1 }}>
        <FilmLinks links={card.film} subject={`${subject}, week ${card.week} of ${season}`} />
      </Box>
    </Paper>
  );
}

/** The week's notable performances. */
export function NotablesSection({ insights }: { insights: LeagueInsightsResponse }) {
  const { notables, week, season } = insights;
  return (
    <InsightSection id="notables" title={`Notable performances of week ${week}`} method={notables.method}>
      {notables.cards.length === 0 ? (
        <Typography color="text.secondary">No game of week {week} has finished yet.</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={`Notable performances of week ${week}`}
          sx={{
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: 'repeat(2, minmax(0, 1fr))',
              xl: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {notables.cards.map((card) => (
            <NotableCard key={card.kind} card={card} season={season} />
          ))}
        </Box>
      )}
    </InsightSection>
  );
}
