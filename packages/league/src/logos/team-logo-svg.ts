import type { Franchise } from '../franchises/franchises.js';

/** Relative luminance of a "#RRGGBB" colour (WCAG 2.x), 0 (black) to 1 (white). */
export function getRelativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours, 1 to 21. */
export function getContrastRatio(first: string, second: string): number {
  const [light, dark] = [getRelativeLuminance(first), getRelativeLuminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The lettering colour: the secondary colour when it reads well on the primary, else white or black. */
export function getMonogramInk(primaryColor: string, secondaryColor: string): string {
  if (getContrastRatio(primaryColor, secondaryColor) >= 3) return secondaryColor;
  return getContrastRatio(primaryColor, '#FFFFFF') >= getContrastRatio(primaryColor, '#000000')
    ? '#FFFFFF'
    : '#000000';
}

/**
 * A team's logo: a generated monogram of its abbreviation in team colours (never a real team's
 * mark). Square, scalable, self-contained SVG; `size` sets the rendered width and height in px.
 */
export function renderTeamLogoSvg(
  team: Pick<Franchise, 'abbr' | 'primaryColor' | 'secondaryColor'> & { fullName?: string },
  size = 200,
): string {
  const ink = getMonogramInk(team.primaryColor, team.secondaryColor);
  const letters = team.abbr.toUpperCase();
  // Three letters need a smaller type size to fit inside the shield.
  const fontSize = letters.length >= 3 ? 30 : 38;
  const title = escapeXml(team.fullName ?? letters);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<path d="M50 4 L90 16 V48 C90 72 72 88 50 96 C28 88 10 72 10 48 V16 Z" fill="${team.primaryColor}" stroke="${ink}" stroke-width="4"/>`,
    `<text x="50" y="52" text-anchor="middle" dominant-baseline="central" font-family="Arial Black, Arial, Helvetica, sans-serif" font-weight="900" font-size="${fontSize}" fill="${ink}">${escapeXml(letters)}</text>`,
    '</svg>',
  ].join('');
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
