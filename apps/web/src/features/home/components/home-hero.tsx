import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../config/paths';

/** The Film Room as the top nav opens it: game film cards first (spec 1 §2). */
export const FILM_ROOM_HREF = `${routeHref('film-plays')}?displayGameFilmCards=true`;

/** What All22 is in a line, and the ways into the stats and the film. */
export function HomeHero() {
  return (
    <Stack component="section" aria-labelledby="home-hero-heading" spacing={2}>
      <Typography
        id="home-hero-heading"
        component="h1"
        variant="h3"
        sx={{ fontSize: { xs: '2rem', md: '3rem' } }}
      >
        Football,{' '}
        <Box component="span" sx={{ color: 'primary.main' }}>
          all 22
        </Box>{' '}
        of it.
      </Typography>
      <Typography
        variant="h6"
        component="p"
        color="text.secondary"
        sx={{ fontWeight: 400, maxWidth: 720, fontSize: { xs: '1.05rem', md: '1.25rem' } }}
      >
        Advanced stats, every play on film, live scores and fantasy tools — for fans, fantasy players and film
        students.
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={routeHref('stats-home')} variant="contained">
          Explore the stats
        </Button>
        <Button component={RouterLink} to={FILM_ROOM_HREF} variant="outlined">
          Open the Film Room
        </Button>
      </Stack>
    </Stack>
  );
}
