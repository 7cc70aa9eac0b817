import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { CLINCH_PREFIX_MEANINGS } from '../../lib/standings-explanation';

/** The clinch prefixes' key (spec 1 §4) under a standings table. */
export function ClinchLegend() {
  return (
    <Typography component="p" variant="caption" color="text.secondary" data-testid="clinch-legend">
      {CLINCH_PREFIX_MEANINGS.map(({ prefix, meaning }, index) => (
        // The separator sits outside the unbreakable item, so a narrow screen wraps between items.
        <Fragment key={prefix}>
          {index > 0 && ' · '}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            <Box component="strong" sx={{ color: 'text.primary' }}>
              {prefix}
            </Box>{' '}
            {meaning}
          </Box>
        </Fragment>
      ))}
    </Typography>
  );
}
