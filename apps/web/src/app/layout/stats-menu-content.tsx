import Box from '@mui/material/Box';
import { MenuGrid, MenuLinkGroup } from './menu-link-groups';
import { visuallyHiddenSx } from '../../components/a11y/visually-hidden';
import { NavMenuLink } from './nav-menu-link';
import { GAME_LEADERS_LABEL, SEASON_LEADERS_LABEL, STATS_GROUPS, STATS_MENU_LINKS } from './nav-model';

/**
 * The Stats menu's content (spec 1 §2): the overview of every group's leaders and the sandbox first, then each
 * group with its Season Leaders and Single-Game Leaders.
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
  return (
    <>
      <Box
        sx={{
          mb: isCompact ? 1 : 2,
          display: 'flex',
          // The drawer lists them one under another, as its other links; the menu in a row.
          flexDirection: isCompact ? 'column' : 'row',
          alignItems: 'flex-start',
          columnGap: 3,
        }}
      >
        {STATS_MENU_LINKS.map((link) => (
          <NavMenuLink key={link.href} href={link.href} label={link.text} onNavigate={onNavigate}>
            {link.text}
          </NavMenuLink>
        ))}
      </Box>
      <MenuGrid columns={3} isCompact={isCompact}>
        {STATS_GROUPS.map((group) => (
          <MenuLinkGroup key={group.label} label={group.label}>
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
          </MenuLinkGroup>
        ))}
      </MenuGrid>
    </>
  );
}
