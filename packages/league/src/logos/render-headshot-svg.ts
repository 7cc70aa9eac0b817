import { getMonogramInk } from './team-logo-svg.js';

export interface HeadshotSubject {
  firstName: string;
  lastName: string;
  jerseyNumber: number | null;
  /** Team colours; a free agent gets neutral greys. */
  primaryColor: string;
  secondaryColor: string;
}

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A player's headshot: a generated portrait — a head-and-shoulders silhouette in a jersey of the
 * team's colours with his number, and his initials — never a photograph of anyone. Square SVG;
 * `size` sets the rendered width and height in px.
 */
export function renderHeadshotSvg(subject: HeadshotSubject, size = 200): string {
  const ink = getMonogramInk(subject.primaryColor, subject.secondaryColor);
  const initials = `${subject.firstName.charAt(0)}${subject.lastName.charAt(0)}`.toUpperCase();
  const name = escapeXml(`${subject.firstName} ${subject.lastName}`);
  const number = subject.jerseyNumber === null ? '' : String(subject.jerseyNumber);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100" role="img" aria-label="${name}">`,
    `<title>${name}</title>`,
    '<rect width="100" height="100" fill="#1b2029"/>',
    `<path d="M14 100 C16 78 30 70 50 70 C70 70 84 78 86 100 Z" fill="${subject.primaryColor}" stroke="${ink}" stroke-width="2"/>`,
    '<circle cx="50" cy="40" r="20" fill="#8d95a3"/>',
    `<text x="50" y="45" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="14" fill="#1b2029">${escapeXml(initials)}</text>`,
    number
      ? `<text x="50" y="94" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="16" fill="${ink}">${number}</text>`
      : '',
    '</svg>',
  ].join('');
}
