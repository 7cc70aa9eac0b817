/**
 * How fast a player covers a path of known length: speed up (or slow down) from the start speed
 * to a cruising speed, hold it, then change to the end speed — each change at a constant rate.
 * Speed is continuous, never above max(start, cruise), and the distance covered is exact.
 * Speeds in yards per second, rates in yards per second², time in seconds from the start.
 */
export interface SpeedProfileOptions {
  length: number;
  startSpeed: number;
  cruiseSpeed: number;
  /** Clamped to the cruising speed. */
  endSpeed: number;
  acceleration: number;
  deceleration: number;
}

export interface SpeedProfile {
  duration: number;
  /** Yards covered after `time` seconds (the whole length past the end). */
  distanceAt(time: number): number;
  speedAt(time: number): number;
}

interface Phase {
  startTime: number;
  startDistance: number;
  startSpeed: number;
  acceleration: number;
  duration: number;
}

/** Speeds below this would make a move take forever; a player always moves at least this fast. */
const MIN_SPEED = 0.5;

const changeDistance = (from: number, to: number, acceleration: number, deceleration: number): number =>
  to >= from ? (to * to - from * from) / (2 * acceleration) : (from * from - to * to) / (2 * deceleration);

const changePhase = (from: number, to: number, acceleration: number, deceleration: number) => {
  const rate = to >= from ? acceleration : -deceleration;
  return { startSpeed: from, acceleration: rate, duration: (to - from) / rate };
};

const buildPhases = (options: SpeedProfileOptions): Omit<Phase, 'startTime' | 'startDistance'>[] => {
  const { length, startSpeed, acceleration, deceleration } = options;
  if (length <= 1e-9) return [];
  const cruise = Math.max(MIN_SPEED, options.cruiseSpeed);
  const end = Math.min(options.endSpeed, cruise);
  const phasesDistance = (peak: number) =>
    changeDistance(startSpeed, peak, acceleration, deceleration) +
    changeDistance(peak, end, acceleration, deceleration);
  const floor = Math.max(startSpeed, end);
  if (phasesDistance(cruise) <= length || (cruise < floor && phasesDistance(floor) <= length)) {
    const peak = cruise;
    const cruiseDistance = length - phasesDistance(peak);
    return [
      changePhase(startSpeed, peak, acceleration, deceleration),
      { startSpeed: peak, acceleration: 0, duration: cruiseDistance / peak },
      changePhase(peak, end, acceleration, deceleration),
    ].filter((phase) => phase.duration > 1e-9);
  }
  if (phasesDistance(floor) >= length) {
    // Too short to change speed at the usual rates: change evenly over the whole length.
    const finalSpeed = startSpeed + end < MIN_SPEED ? MIN_SPEED : end;
    const duration = (2 * length) / (startSpeed + finalSpeed);
    return [{ startSpeed, acceleration: (finalSpeed - startSpeed) / duration, duration }];
  }
  let low = floor;
  let high = cruise;
  for (let iteration = 0; iteration < 40; iteration += 1) {
    const middle = (low + high) / 2;
    if (phasesDistance(middle) > length) high = middle;
    else low = middle;
  }
  return [
    changePhase(startSpeed, low, acceleration, deceleration),
    changePhase(low, end, acceleration, deceleration),
  ].filter((phase) => phase.duration > 1e-9);
};

export function createSpeedProfile(options: SpeedProfileOptions): SpeedProfile {
  const phases: Phase[] = [];
  let time = 0;
  let distance = 0;
  for (const phase of buildPhases(options)) {
    phases.push({ ...phase, startTime: time, startDistance: distance });
    time += phase.duration;
    distance += phase.startSpeed * phase.duration + 0.5 * phase.acceleration * phase.duration ** 2;
  }
  const duration = time;
  const phaseAt = (at: number): Phase | undefined => {
    for (let index = phases.length - 1; index >= 0; index -= 1) {
      const phase = phases[index] as Phase;
      if (at >= phase.startTime) return phase;
    }
    return phases[0];
  };
  return {
    duration,
    distanceAt: (at) => {
      if (at >= duration) return options.length;
      const phase = phaseAt(at);
      if (phase === undefined || at <= 0) return 0;
      const elapsed = at - phase.startTime;
      return phase.startDistance + phase.startSpeed * elapsed + 0.5 * phase.acceleration * elapsed ** 2;
    },
    speedAt: (at) => {
      const phase = phaseAt(Math.min(Math.max(at, 0), duration));
      if (phase === undefined) return 0;
      return phase.startSpeed + phase.acceleration * (Math.min(Math.max(at, 0), duration) - phase.startTime);
    },
  };
}

/**
 * The cruising speed (at most `maxSpeed`) that makes the profile last `duration` seconds, so a
 * player arrives on time. Returns `maxSpeed` when even that is late, and the minimum when even
 * that is early (the caller then waits at the end).
 */
export function findCruiseSpeedForDuration(
  options: Omit<SpeedProfileOptions, 'cruiseSpeed'>,
  duration: number,
  maxSpeed: number,
): number {
  const durationAt = (cruiseSpeed: number) => createSpeedProfile({ ...options, cruiseSpeed }).duration;
  if (durationAt(maxSpeed) >= duration) return maxSpeed;
  if (durationAt(MIN_SPEED) <= duration) return MIN_SPEED;
  let low = MIN_SPEED;
  let high = maxSpeed;
  for (let iteration = 0; iteration < 30; iteration += 1) {
    const middle = (low + high) / 2;
    if (durationAt(middle) > duration) low = middle;
    else high = middle;
  }
  return high;
}
