import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CLINCH_PREFIX_MEANINGS } from '../../lib/standings-explanation';

/** The clinch prefixes' key (spec 1 §4) under a standings table. */
export function ClinchLegend() {
  return (
    <Typography component="p" variant="caption" color="text.secondary" data-testid="clinch-legend">
      {CLINCH_PREFIX_MEANINGS.map(({ prefix, meaning }, index) => (
        <Box component="span" key={prefix} sx={{ whiteSpace: 'nowrap' }}>
          {index > 0 && ' · '}
          <Box component="strong" sx={{ color: 'text.primary' }}>
            {prefix}
          </Box>{' '}
          {meaning}
        </Box>
      ))}
    </Typography>
  );
}
