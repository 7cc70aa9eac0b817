/**
 * The All22 mark as the identity pages' icon. The identity provider can run apart from the web
 * app (its own origin), so it serves its own copy rather than the web build's favicon.svg;
 * without an icon a browser asks for /favicon.ico on every page and gets a 404.
 */
export const IDENTITY_ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="All22">
  <rect width="64" height="64" rx="14" fill="#0e1116"/>
  <rect x="3" y="3" width="58" height="58" rx="11" fill="none" stroke="#d4a72c" stroke-width="3"/>
  <text x="32" y="44" text-anchor="middle" font-family="Inter, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="34" font-weight="800" letter-spacing="-1" fill="#d4a72c">22</text>
</svg>
`;
