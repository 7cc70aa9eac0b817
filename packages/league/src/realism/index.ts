export { findOutOfRange, formatRealismReport, isWithinRange } from './format-realism-report.js';
export { measureSeasonRealism, type RealismGame } from './measure-season-realism.js';
export { playRegularSeasons } from './play-regular-seasons.js';
export {
  REALISM_REFERENCE,
  type RealismFormat,
  type RealismMeasure,
  type RealismMeasureKey,
  type SeasonRealism,
} from './realism-reference.js';
