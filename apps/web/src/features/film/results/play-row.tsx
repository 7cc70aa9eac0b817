import type { Play } from '@all22/contracts';
import { getPlayTags } from '@all22/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { describePlaySituation } from '../lib/play-situation';

/** One play of the film list: its moment on the left, what happened in the middle, the result right. */
export function PlayRow({
  play,
  href,
  abbrOf,
}: {
  play: Play;
  href: string;
  abbrOf: (teamId: string) => string;
}) {
  const situation = describePlaySituation(play, abbrOf);
  const tags = getPlayTags(play);
  return (
    <Box
      component={RouterLink}
      to={href}
      data-testid="film-play-row"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', md: '150px 1fr 96px' },
        gap: { xs: 0.5, md: 2 },
        px: 2,
        py: 1.25,
        color: 'inherit',
        textDecoration: 'none',
        borderBottom: 1,
        borderColor: 'divider',
        '&:hover': { bgcolor: 'action.hover' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <Stack sx={{ gridColumn: { xs: '1', md: 'auto' }, minWidth: 0 }}>
        <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
          {situation.matchup}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap>
          {situation.week} · {situation.time}
        </Typography>
      </Stack>
      <Stack
        spacing={0.5}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, gridRow: { xs: 2, md: 'auto' }, minWidth: 0 }}
      >
        {(situation.downAndDistance ?? situation.yardLine) !== null && (
          <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 700 }}>
            {[situation.downAndDistance, situation.yardLine && `at ${situation.yardLine}`]
              .filter(Boolean)
              .join(' ')}
          </Typography>
        )}
        <Typography variant="body2">{play.description}</Typography>
        {tags.length > 0 && (
          <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }} aria-label="Tags">
            {tags.map((tag) => (
              <Chip key={tag} label={tag} size="small" variant="outlined" sx={{ fontSize: 11, height: 20 }} />
            ))}
          </Stack>
        )}
      </Stack>
      <Stack sx={{ alignItems: 'flex-end', textAlign: 'right' }}>
        <Typography variant="subtitle2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {situation.yards}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {situation.epa === null ? 'EPA —' : `EPA ${situation.epa}`}
        </Typography>
      </Stack>
    </Box>
  );
}
