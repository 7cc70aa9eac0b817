/** Plays come about every 40 s of league time; ticking every 5 s of it keeps scores current. */
const LEAGUE_SECONDS_PER_TICK = 5;
const MIN_TICK_MS = 250;

/**
 * How often the feed looks for plays that fell due, in real milliseconds: every 5 s of league
 * time, so a sped-up clock ticks faster (never more than four times a second). A pinned clock
 * (speed 0) never produces new plays, but still ticks every 5 s, cheaply.
 */
export function getFeedTickInterval(speed: number): number {
  return speed <= 0
    ? LEAGUE_SECONDS_PER_TICK * 1000
    : Math.max(MIN_TICK_MS, (LEAGUE_SECONDS_PER_TICK * 1000) / speed);
}
