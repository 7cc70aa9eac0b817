import type { TeamResponse } from '@all22/contracts';
import { formatTeamAbbr } from '@all22/domain';

/** How one team's dots are painted. */
export interface TeamPaint {
  fill: string;
  /** A ring around the dot that contrasts with its fill. */
  outline: string;
  /** The jersey number on the dot: black or white, whichever reads better on the fill. */
  text: string;
  /** Display abbreviation (ARI shows as AZ). */
  abbr: string;
}

export interface MatchupPaints {
  offense: TeamPaint;
  defense: TeamPaint;
}

type TeamColors = Pick<TeamResponse, 'abbr' | 'primaryColor' | 'secondaryColor'>;

/** A team we know nothing about (not in the teams list): a neutral grey. */
const UNKNOWN_COLOR: Rgb = [138, 147, 160];
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const DARK_GREY: Rgb = [43, 49, 58];
/**
 * Below this "redmean" distance (0–765) two fills are too alike to tell apart at a glance (KC's
 * and TB's reds, a black and a dark navy): the defense then wears another colour, like a road
 * team's white jerseys.
 */
export const MIN_FILL_DISTANCE = 150;
/** A team's second colour outlines its dots only if it stands out this much from the fill. */
const MIN_OUTLINE_CONTRAST = 2.5;

/**
 * The two teams' paints: each in its primary colour, except that a defense too close to the
 * offense takes its secondary colour, or else white (or a dark grey if the offense is white).
 */
export function resolveMatchupPaints(
  offense: TeamColors | undefined,
  defense: TeamColors | undefined,
): MatchupPaints {
  const offenseFill = parseHex(offense?.primaryColor) ?? UNKNOWN_COLOR;
  const primary = parseHex(defense?.primaryColor);
  const secondary = parseHex(defense?.secondaryColor);
  // [fill, the other colour that may outline it], in order of preference.
  const choices: [Rgb | null, Rgb | null][] = [
    [primary, secondary],
    [secondary, primary],
    [WHITE, primary],
    [DARK_GREY, primary],
  ];
  const [defenseFill, defenseOther] = choices.find(
    (choice): choice is [Rgb, Rgb | null] =>
      choice[0] !== null && colorDistance(choice[0], offenseFill) >= MIN_FILL_DISTANCE,
  ) ?? [UNKNOWN_COLOR, null];
  return {
    offense: paintOf(offenseFill, parseHex(offense?.secondaryColor), offense?.abbr),
    defense: paintOf(defenseFill, defenseOther, defense?.abbr),
  };
}

function paintOf(fill: Rgb, other: Rgb | null, abbr: string | undefined): TeamPaint {
  const text = contrastRatio(fill, WHITE) >= contrastRatio(fill, BLACK) ? WHITE : BLACK;
  const outline = other !== null && contrastRatio(fill, other) >= MIN_OUTLINE_CONTRAST ? other : text;
  return {
    fill: toHex(fill),
    outline: toHex(outline),
    text: toHex(text),
    abbr: abbr === undefined ? '' : formatTeamAbbr(abbr),
  };
}

type Rgb = readonly [number, number, number];

/** "#rgb" or "#rrggbb" (case-insensitive); anything else is null. */
export function parseHex(value: string | undefined): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '');
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as unknown as Rgb;
}

function toHex(color: Rgb): string {
  return `#${color.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** The "redmean" approximation of perceived colour difference: cheap and good enough here. */
export function colorDistance(a: Rgb, b: Rgb): number {
  const redMean = (a[0] + b[0]) / 2;
  const [dr, dg, db] = [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
  return Math.sqrt((2 + redMean / 256) * dr * dr + 4 * dg * dg + (2 + (255 - redMean) / 256) * db * db);
}

/** WCAG 2 contrast ratio, 1–21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function luminance(color: Rgb): number {
  const [r, g, b] = color.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
