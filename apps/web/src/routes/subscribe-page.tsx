import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../components/page/page-header';
import { PromoCarousel } from '../features/promo/components/promo-carousel';
import { usePageTitle } from '../lib/page-title';

const DETAILS_ID = 'whats-included';

/** What a subscription includes, listed under the promo (Learn More's target). */
const INCLUDED = [
  'Advanced player and team stats: season and single-game leaders for every group',
  'The film room: every snap, filtered by player, situation and game, with saved searches',
  'Live scores, box scores and play-by-play for every game',
  'Fantasy stats, rankings and insights, with the Fantasy AI assistant',
] as const;

/** Route module of the subscription promo route (spec 1 §2: /{promo}, where signed-out visitors land). */
export function Component() {
  usePageTitle('Subscribe');
  return (
    <Stack spacing={{ xs: 4, md: 5 }}>
      <PageHeader
        title="Subscribe to All22"
        subtitle="Advanced stats, game film and fantasy tools in one place."
      />
      <PromoCarousel learnMoreHref={`#${DETAILS_ID}`} />
      <Box
        component="section"
        id={DETAILS_ID}
        aria-labelledby={`${DETAILS_ID}-heading`}
        sx={{ scrollMarginTop: 160 }}
      >
        <Typography id={`${DETAILS_ID}-heading`} component="h2" variant="h5" sx={{ fontWeight: 800, mb: 2 }}>
          What&apos;s included
        </Typography>
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {INCLUDED.map((item) => (
            <Stack component="li" key={item} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <CheckCircleIcon color="primary" fontSize="small" sx={{ mt: 0.25 }} aria-hidden />
              <Typography>{item}</Typography>
            </Stack>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
