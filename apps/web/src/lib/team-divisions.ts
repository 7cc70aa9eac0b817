import type { TeamResponse } from '@all22/contracts';

export const CONFERENCES = ['AFC', 'NFC'] as const;
export const DIVISION_REGIONS = ['East', 'North', 'South', 'West'] as const;
export type Conference = (typeof CONFERENCES)[number];
export type DivisionRegion = (typeof DIVISION_REGIONS)[number];

export interface DivisionTeams {
  /** "AFC East". */
  readonly label: string;
  readonly region: DivisionRegion;
  readonly teams: readonly TeamResponse[];
}

export interface ConferenceDivisions {
  readonly conference: Conference;
  readonly divisions: readonly DivisionTeams[];
}

/** The region of a division ("NFC West" → West); the data's full name ends with it. */
function getDivisionRegion(team: TeamResponse): DivisionRegion | undefined {
  const fullName = team.division?.fullName ?? '';
  return DIVISION_REGIONS.find((region) => fullName.endsWith(region));
}

/**
 * The Teams mega menu's grid (spec 1 §2): AFC and NFC, each with East, North, South and West, teams
 * by full name. The all-star teams belong to no division and are left out. Empty divisions stay,
 * so the grid keeps its shape while data is partial.
 */
export function groupTeamsByDivision(teams: readonly TeamResponse[]): ConferenceDivisions[] {
  return CONFERENCES.map((conference) => ({
    conference,
    divisions: DIVISION_REGIONS.map((region) => ({
      label: `${conference} ${region}`,
      region,
      teams: teams
        .filter(
          (team) =>
            team.teamType === 'TEAM' &&
            team.conferenceAbbr === conference &&
            getDivisionRegion(team) === region,
        )
        .toSorted((a, b) => a.fullName.localeCompare(b.fullName)),
    })),
  }));
}

/** A team logo URL from the API's template ({size}, {dpr}), for `size` CSS pixels. */
export function getTeamLogoSrc(template: string, size: number, baseUrl = ''): string {
  const dpr =
    typeof window === 'undefined' ? 1 : Math.min(4, Math.max(1, Math.round(window.devicePixelRatio || 1)));
  const path = template.replaceAll('{size}', String(size)).replaceAll('{dpr}', String(dpr));
  return path.startsWith('/') ? `${baseUrl.replace(/\/+$/, '')}${path}` : path;
}
