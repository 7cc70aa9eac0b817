import { isFantasyAiEnabled } from '@all22/domain';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Close from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAppConfig } from '../../../config/app-config-context';
import { routeHref } from '../../../config/paths';
import { isAnnouncementClosed, rememberAnnouncementClosed } from '../lib/announcement-cookie';

const isDesktopQuery = (theme: Theme) => theme.breakpoints.up('md');

/**
 * Home's announcement of the Fantasy AI assistant (spec 1 §2): desktop only, only while the
 * fantasy and chatbot flags are on, and gone for a year once closed (a cookie).
 */
export function FantasyAiAnnouncement() {
  const config = useAppConfig();
  // noSsr: read the media query on the first render, so the bar does not flash on phones.
  const isDesktop = useMediaQuery(isDesktopQuery, { noSsr: true });
  const [isClosed, setIsClosed] = useState(() => isAnnouncementClosed(document.cookie));

  if (!isFantasyAiEnabled(config) || !isDesktop || isClosed) return null;

  const close = () => {
    rememberAnnouncementClosed();
    setIsClosed(true);
  };

  return (
    <Paper
      component="aside"
      aria-label="Announcement"
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 2,
        py: 1.5,
        borderColor: 'primary.main',
      }}
    >
      <AutoAwesome color="primary" aria-hidden />
      <Typography variant="body1" sx={{ flex: 1 }}>
        <strong>New: the Fantasy AI assistant.</strong> Ask about players, matchups and start-or-sit calls,
        answered from the stats.
      </Typography>
      <Button component={RouterLink} to={routeHref('fantasy-ai')} variant="contained">
        Try it now
      </Button>
      <IconButton aria-label="Close announcement" onClick={close} size="small">
        <Close fontSize="small" />
      </IconButton>
    </Paper>
  );
}
