import type { InsightFilmLinkResponse, InsightPlayer } from '@all22/contracts';
import { formatTeamAbbr } from '@all22/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../config/paths';
import { describeFilmLink } from '../lib/insight-format';

/** A team's abbreviation linking to its page. */
export function TeamLink({ team }: { team: { teamId: string; abbr: string } }) {
  return (
    <Link
      component={RouterLink}
      to={routeHref('teams-team-teamId', { teamId: team.teamId })}
      underline="always"
    >
      {formatTeamAbbr(team.abbr)}
    </Link>
  );
}

/** A player's name linking to his page. */
export function InsightPlayerLink({ player }: { player: Pick<InsightPlayer, 'nflId' | 'displayName'> }) {
  return (
    <Link
      component={RouterLink}
      to={routeHref('players-player-playerId', { playerId: String(player.nflId) })}
      data-player-link={player.nflId}
      underline="always"
    >
      {player.displayName}
    </Link>
  );
}

/** The film-room address of a film link's query. */
export function toFilmHref(query: string): string {
  return `${routeHref('film-plays')}?${query}`;
}

/**
 * "Film:" and the card's film links, each opening the film room on the plays behind the card;
 * `subject` names whose plays they are for screen readers (the visible words name the games).
 */
export function FilmLinks({
  links,
  subjectOf,
  teamAbbr,
  prefixOf,
}: {
  links: readonly InsightFilmLinkResponse[];
  subjectOf: (link: InsightFilmLinkResponse) => string;
  teamAbbr: (teamId: string) => string;
  /** Words before a link's own, where a card links to two players' film ("Verdell: 2024 season"). */
  prefixOf?: (link: InsightFilmLinkResponse) => string;
}) {
  if (links.length === 0) return null;
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'baseline', mt: 1.5 }}>
      <Typography variant="body2" color="text.secondary" component="span">
        Film:
      </Typography>
      {links.map((link) => {
        const own = describeFilmLink(link, teamAbbr);
        const prefix = prefixOf?.(link);
        const label = prefix ? `${prefix}: ${own}` : own;
        return (
          <Box component="span" key={link.query} sx={{ typography: 'body2' }}>
            <Link
              component={RouterLink}
              to={toFilmHref(link.query)}
              aria-label={`${label}: ${subjectOf(link)} on film`}
              data-film-link={link.kind}
            >
              {label}
            </Link>
          </Box>
        );
      })}
    </Stack>
  );
}
