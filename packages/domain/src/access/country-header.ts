/** Codes proxies use for "no country" (Cloudflare: XX unknown, T1 Tor). */
const NOT_A_COUNTRY = new Set(['XX', 'T1', 'ZZ']);

/**
 * The ISO 3166-1 alpha-2 country in a proxy's country header (GEO_COUNTRY_HEADER), upper-cased;
 * null when the header is missing or names no country (unknown never blocks).
 */
export function readCountryHeader(value: string | readonly string[] | undefined): string | null {
  const first = typeof value === 'string' ? value : value?.[0];
  const code = first?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) && !NOT_A_COUNTRY.has(code) ? code : null;
}
