import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const highlights = [
  {
    title: 'Advanced stats',
    text: 'Player and team statistics derived play by play, with season and single-game leaders.',
  },
  {
    title: 'Film room',
    text: 'Every play from the Sideline, Endzone and All-22 angles, filtered the way you think.',
  },
  {
    title: 'Games, teams, players',
    text: 'Box scores, play-by-play, rosters, depth charts and player cards in one place.',
  },
  { title: 'Live scores', text: 'A score strip that follows the current week as games are played.' },
  {
    title: 'Fantasy tools',
    text: 'Rankings, fantasy points and an AI assistant that answers from the stats.',
  },
] as const;

/** What All22 is, in a few lines. */
export function HomeHero() {
  return (
    <Stack component="section" aria-labelledby="home-hero-heading" spacing={3}>
      <Stack spacing={1.5}>
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
          All22 is advanced American-football stats, a film room, game, team and player pages, live scores and
          fantasy tools with an AI assistant — for fans, fantasy players and film students.
        </Typography>
      </Stack>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {highlights.map((item) => (
          <Box
            component="li"
            key={item.title}
            sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
          >
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, color: 'primary.main' }}>
              {item.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {item.text}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
