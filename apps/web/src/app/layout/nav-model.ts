import type { AppConfig } from '@all22/contracts';
import { isFantasyAiEnabled, isFantasyNavVisible, isInsightsNavVisible } from '@all22/domain';
import { routeHref } from '../../config/paths';

/** A plain link of the main nav or of one of its menus. */
export interface NavLinkItem {
  readonly label: string;
  readonly href: string;
  /** Shown with a "New" badge (spec 1 §2: the Fantasy item). */
  readonly isNew?: boolean;
  /** Active only on exactly this path (Home), not on the pages below it. */
  readonly isEnd?: boolean;
}

/** One entry of the main nav, desktop bar and mobile drawer alike. */
export type MainNavItem =
  | ({ readonly kind: 'link'; readonly id: string } & NavLinkItem)
  | { readonly kind: 'teams-menu'; readonly id: 'teams-menu'; readonly label: 'Teams' }
  | { readonly kind: 'stats-menu'; readonly id: 'stats-menu'; readonly label: 'Stats' }
  | ({
      readonly kind: 'group';
      readonly id: string;
      /** The group's pages, shown as its menu; `href` is the group's landing page. */
      readonly items: readonly NavLinkItem[];
    } & NavLinkItem);

/** A stats group of the Stats menu and its two leaderboards (spec 1 §2). */
export interface StatsGroup {
  readonly label: string;
  readonly seasonHref: string;
  readonly gameHref: string;
}

/** The Stats menu in the spec's order: passing, rushing, receiving, defense, team offense, team defense. */
export const STATS_GROUPS: readonly StatsGroup[] = [
  {
    label: 'Passing',
    seasonHref: routeHref('stats-passing-season'),
    gameHref: routeHref('stats-passing-game'),
  },
  {
    label: 'Rushing',
    seasonHref: routeHref('stats-rushing-season'),
    gameHref: routeHref('stats-rushing-game'),
  },
  {
    label: 'Receiving',
    seasonHref: routeHref('stats-receiving-season'),
    gameHref: routeHref('stats-receiving-game'),
  },
  {
    label: 'Defense',
    seasonHref: routeHref('stats-defense-season'),
    gameHref: routeHref('stats-defense-game'),
  },
  {
    label: 'Team Offense',
    seasonHref: routeHref('stats-team-offense-season'),
    gameHref: routeHref('stats-team-offense-game'),
  },
  {
    label: 'Team Defense',
    seasonHref: routeHref('stats-team-defense-season'),
    gameHref: routeHref('stats-team-defense-game'),
  },
];

/**
 * The Stats menu's first links: every group's leaders on one page, the players index and the
 * stats sandbox (/tools, issue 19). The spec's nav lists neither of the last two; the Stats menu is
 * where a user looks for them.
 */
export const STATS_MENU_LINKS = [
  { text: 'Stats overview', href: routeHref('stats-home') },
  { text: 'Players', href: routeHref('players') },
  { text: 'Stats Sandbox', href: routeHref('tools') },
] as const;

/** The leaderboard labels of each stats group. */
export const SEASON_LEADERS_LABEL = 'Season Leaders';
export const GAME_LEADERS_LABEL = 'Single-Game Leaders';

/** The top-nav Film Room link opens the game film cards (spec 1 §2, spec 2 §2). */
export const FILM_ROOM_HREF = `${routeHref('film-plays')}?displayGameFilmCards=true`;

type NavFlags = Pick<AppConfig, 'appEnv' | 'featureFantasy' | 'featureChatbot'>;

/** The Fantasy group's pages: "AI Assistant" first when the chatbot is on, then Stats and Insights. */
function getFantasyItems(flags: NavFlags): NavLinkItem[] {
  const items: NavLinkItem[] = [
    { label: 'Stats', href: routeHref('fantasy-stats') },
    { label: 'Insights', href: routeHref('fantasy-insights') },
  ];
  if (isFantasyAiEnabled(flags)) items.unshift({ label: 'AI Assistant', href: routeHref('fantasy-ai') });
  return items;
}

/**
 * The main nav for a configuration (spec 1 §2): Home, the Teams mega menu, the Stats menu, Games,
 * Fantasy (fantasy flag only), Insights (lower environments only), Teams and Film Room.
 */
export function getMainNavItems(flags: NavFlags): MainNavItem[] {
  const items: MainNavItem[] = [
    { kind: 'link', id: 'home', label: 'Home', href: routeHref('index'), isEnd: true },
    { kind: 'teams-menu', id: 'teams-menu', label: 'Teams' },
    { kind: 'stats-menu', id: 'stats-menu', label: 'Stats' },
    { kind: 'link', id: 'games', label: 'Games', href: '/games' },
  ];
  if (isFantasyNavVisible(flags)) {
    items.push({
      kind: 'group',
      id: 'fantasy',
      label: 'Fantasy',
      href: routeHref('fantasy-stats'),
      isNew: true,
      items: getFantasyItems(flags),
    });
  }
  if (isInsightsNavVisible(flags.appEnv)) {
    items.push({ kind: 'link', id: 'insights', label: 'Insights', href: routeHref('insights') });
  }
  items.push(
    { kind: 'link', id: 'teams', label: 'Teams', href: routeHref('teams'), isEnd: true },
    { kind: 'link', id: 'film-room', label: 'Film Room', href: FILM_ROOM_HREF },
  );
  return items;
}
