import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { visuallyHiddenSx } from './nav-item-styles';
import { NavMenuLink } from './nav-menu-link';
import { GAME_LEADERS_LABEL, SEASON_LEADERS_LABEL, STATS_GROUPS } from './nav-model';

/**
 * The Stats menu's content (spec 1 §2): each group with its Season Leaders and Single-Game Leaders.
 * The link names repeat across groups, so each group is a labelled list and the links say
 * their group to screen readers ("Passing Season Leaders").
 */
export function StatsMenuContent({
  onNavigate,
  isCompact = false,
}: {
  onNavigate: () => void;
  isCompact?: boolean;
}) {
  const idPrefix = useId();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: isCompact ? 2 : 3,
        gridTemplateColumns: isCompact ? '1fr' : 'repeat(3, minmax(0, 1fr))',
      }}
    >
      {STATS_GROUPS.map((group) => {
        const headingId = `${idPrefix}-${group.label.replace(' ', '-').toLowerCase()}`;
        return (
          <Box key={group.label} component="section" aria-labelledby={headingId}>
            <Typography
              id={headingId}
              component="h3"
              variant="overline"
              color="primary"
              sx={{ display: 'block', lineHeight: 2, fontWeight: 700 }}
            >
              {group.label}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {[
                { text: SEASON_LEADERS_LABEL, href: group.seasonHref },
                { text: GAME_LEADERS_LABEL, href: group.gameHref },
              ].map((link) => (
                <li key={link.href}>
                  <NavMenuLink href={link.href} label={`${group.label} ${link.text}`} onNavigate={onNavigate}>
                    <Box component="span" sx={visuallyHiddenSx}>
                      {group.label}{' '}
                    </Box>
                    {link.text}
                  </NavMenuLink>
                </li>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
