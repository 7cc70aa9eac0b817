import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAppConfig } from '../../../config/app-config-context';
import { getIdentitySubscriptionsUrl } from '../../../lib/identity-links';

/** Home for a paused plan: no Subscribe pitch to someone who has a plan, but the way back to it. */
export function ResumePlanCard() {
  const { oidc } = useAppConfig();
  return (
    <Paper
      component="section"
      aria-labelledby="resume-plan-title"
      variant="outlined"
      sx={{ p: { xs: 2.5, md: 4 } }}
    >
      <Typography id="resume-plan-title" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        Your plan is paused
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2, maxWidth: 640 }}>
        Resume it to open the stats, the film room and the fantasy tools again. Your settings and saved
        searches are kept.
      </Typography>
      <Button variant="contained" size="large" href={getIdentitySubscriptionsUrl(oidc.issuer)}>
        Resume your plan
      </Button>
    </Paper>
  );
}
