import type { LeagueFilmLink } from '@all22/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../config/paths';
import { countPlays, describeFilmLinkKind, toFilmHref } from '../lib/film-link-label';

/**
 * An insight's film links: each opens the film room on the plays behind it and says how many it
 * holds; `subject` names whose plays they are for screen readers ("ARI offense, 2024 season").
 */
export function FilmLinks({
  links,
  subject,
  label = 'Film:',
}: {
  links: readonly LeagueFilmLink[];
  subject: string;
  label?: string;
}) {
  if (links.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, rowGap: 0.25, alignItems: 'baseline' }}>
      {label !== '' && (
        <Typography variant="body2" color="text.secondary" component="span">
          {label}
        </Typography>
      )}
      {links.map((link) => {
        const kind = describeFilmLinkKind(link.kind);
        // Nothing to open: said, not linked.
        if (link.plays === 0) {
          return (
            <Typography
              key={link.query}
              variant="body2"
              component="span"
              color="text.secondary"
              sx={{ whiteSpace: 'nowrap' }}
            >
              {kind} (0)
            </Typography>
          );
        }
        return (
          <Link
            key={link.query}
            component={RouterLink}
            to={toFilmHref(routeHref('film-plays'), link.query)}
            aria-label={`${subject}: ${kind}, ${countPlays(link.plays)}, on film`}
            data-film-link={link.kind}
            data-film-plays={link.plays}
            variant="body2"
            underline="always"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {kind} ({link.plays.toLocaleString('en-US')})
          </Link>
        );
      })}
    </Box>
  );
}
