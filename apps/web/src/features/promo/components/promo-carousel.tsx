import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAppConfig } from '../../../config/app-config-context';
import { routeHref } from '../../../config/paths';
import { useSession, useSessionActions } from '../../../lib/session/session-context';
import { useRotatingIndex } from '../hooks/use-rotating-index';
import { getPlansUrl } from '../plans-url';
import { PROMO_SLIDES } from '../promo-slides';

/**
 * The subscription promo (spec 1 §1, §2): three slides rotating every 5 s (wrapping, restarted by a
 * manual pick, pausable), with Subscribe, Learn More and "Already have an account? Sign in".
 * `learnMoreHref` defaults to the promo page; the promo page itself points it at its details.
 */
export function PromoCarousel({ learnMoreHref = routeHref('subscribe') }: { learnMoreHref?: string }) {
  const config = useAppConfig();
  const { user } = useSession();
  const session = useSessionActions();
  const location = useLocation();
  const headingId = useId();
  const [isPaused, setIsPaused] = useState(false);
  const { index, select } = useRotatingIndex(PROMO_SLIDES.length, { isPaused });
  const slide = PROMO_SLIDES[index] ?? PROMO_SLIDES[0];
  if (!slide) return null;
  // Signing in from the promo page itself should land on the app, not on the promo again.
  const returnTo = location.pathname === routeHref('subscribe') ? routeHref('index') : location.pathname;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      sx={{ p: { xs: 3, md: 5 }, borderColor: 'primary.main' }}
    >
      <Typography id={headingId} component="h2" variant="overline" color="primary" sx={{ fontWeight: 800 }}>
        All22 Premium
      </Typography>
      {/* Announced only when paused: a live region that changes every 5 s would talk over the page. */}
      <Box
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${PROMO_SLIDES.length}: ${slide.name}`}
        aria-live={isPaused ? 'polite' : 'off'}
        sx={{ minHeight: { xs: 180, sm: 140 } }}
        data-testid="promo-slide"
      >
        <Typography component="h3" variant="h4" sx={{ fontWeight: 800, mb: 1.5 }}>
          {slide.title}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 640 }}>
          {slide.body}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 2 }}>
        <IconButton
          size="small"
          onClick={() => setIsPaused((paused) => !paused)}
          aria-label={isPaused ? 'Play slides' : 'Pause slides'}
        >
          {isPaused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
        </IconButton>
        {PROMO_SLIDES.map((item, itemIndex) => (
          <Box
            key={item.id}
            component="button"
            type="button"
            aria-label={`Show slide ${itemIndex + 1}: ${item.name}`}
            aria-current={itemIndex === index ? 'true' : undefined}
            onClick={() => select(itemIndex)}
            sx={{
              width: 44,
              height: 24,
              p: 0,
              border: 0,
              cursor: 'pointer',
              background: 'none',
              display: 'grid',
              placeItems: 'center',
              '&::after': {
                content: '""',
                width: itemIndex === index ? 28 : 12,
                height: 6,
                borderRadius: 3,
                bgcolor: itemIndex === index ? 'primary.main' : 'text.secondary',
                transition: 'width 200ms',
              },
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', borderRadius: 1 },
            }}
          />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="contained" size="large" href={getPlansUrl(config, user)}>
          Subscribe
        </Button>
        <Button variant="outlined" size="large" component={RouterLink} to={learnMoreHref}>
          Learn More
        </Button>
        {!user.isLoggedIn && (
          <Typography variant="body2" color="text.secondary" sx={{ pl: { sm: 1 } }}>
            Already have an account?{' '}
            <Button
              variant="text"
              size="small"
              onClick={() => void session.signIn(returnTo)}
              sx={{ minWidth: 0 }}
            >
              Sign in
            </Button>
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
