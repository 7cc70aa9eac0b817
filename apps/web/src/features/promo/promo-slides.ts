/** One slide of the logged-out promo (spec 1 §2). */
export interface PromoSlide {
  readonly id: 'stats-upgrade' | 'film-room' | 'stats-sandbox';
  /** Short name for the slide picker ("Show slide 2: Film room"). */
  readonly name: string;
  readonly title: string;
  readonly body: string;
}

/** The promo's three slides, in order: stats upgrade, film room, stats sandbox. */
export const PROMO_SLIDES: readonly PromoSlide[] = [
  {
    id: 'stats-upgrade',
    name: 'Stats upgrade',
    title: 'Upgrade your stats',
    body: 'Go past the box score: advanced passing, rushing, receiving and defensive stats for every player and team, updated live on game day.',
  },
  {
    id: 'film-room',
    name: 'Film room',
    title: 'Step into the film room',
    body: 'Watch every snap from the sideline and end-zone angles. Filter plays by player, down, distance and more, and save the searches you come back to.',
  },
  {
    id: 'stats-sandbox',
    name: 'Stats sandbox',
    title: 'Build your own stats sandbox',
    body: 'Slice season and single-game leaderboards your way, compare players side by side and jump from any split straight to the film.',
  },
];
