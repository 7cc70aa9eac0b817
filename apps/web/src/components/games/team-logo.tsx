import type { TeamResponse } from '@all22/contracts';
import Box from '@mui/material/Box';

/** A logo URL from the team's template: {size} in CSS pixels, {dpr} the device pixel ratio. */
export function getTeamLogoUrl(template: string, size: number, dpr: number): string {
  return template.replaceAll('{size}', String(size)).replaceAll('{dpr}', String(dpr));
}

/**
 * A team logo at `size` CSS pixels (the spec's LOGO_SIZES), sharp on high-density screens. It is
 * decorative: the team's abbreviation or name always stands beside it.
 */
export function TeamLogo({ team, size }: { team: Pick<TeamResponse, 'logo'>; size: number }) {
  return (
    <Box
      component="img"
      src={getTeamLogoUrl(team.logo, size, 1)}
      srcSet={`${getTeamLogoUrl(team.logo, size, 1)} 1x, ${getTeamLogoUrl(team.logo, size, 2)} 2x`}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
      sx={{ flexShrink: 0, display: 'block' }}
    />
  );
}
