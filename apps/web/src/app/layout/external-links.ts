/** An external link of the shell: opened in a new tab. */
export interface ExternalLinkItem {
  readonly label: string;
  readonly href: string;
}

/** The global top bar's league sites (spec 1 §2: about five). */
export const LEAGUE_SITE_LINKS: readonly ExternalLinkItem[] = [
  { label: 'NFL.com', href: 'https://www.nfl.com/' },
  { label: 'NFL+', href: 'https://www.nfl.com/plus/' },
  { label: 'NFL Fantasy', href: 'https://fantasy.nfl.com/' },
  { label: 'NFL Shop', href: 'https://www.nflshop.com/' },
  { label: 'NFL Operations', href: 'https://operations.nfl.com/' },
];

/**
 * The footer's legal links (spec 1 §2), in the spec's order. All22 has no legal pages of its own
 * yet, so they point at the league's; change them here when it does.
 */
export const LEGAL_LINKS: readonly ExternalLinkItem[] = [
  { label: 'Privacy Policy', href: 'https://www.nfl.com/legal/privacy/' },
  { label: 'Terms of Service', href: 'https://www.nfl.com/legal/terms/' },
  { label: 'Subscription Terms', href: 'https://www.nfl.com/legal/subscription-terms/' },
  { label: 'Ad Choices', href: 'https://optout.aboutads.info/' },
  { label: 'Your Privacy Choices', href: 'https://www.nfl.com/legal/privacy/#your-privacy-choices' },
  { label: 'Cookie Settings', href: 'https://www.nfl.com/legal/privacy/#cookies' },
  { label: 'Preference Center', href: 'https://www.nfl.com/account/preferences/' },
];
