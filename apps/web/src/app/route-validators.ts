import { FIRST_FILM_SEASON, PLAY_KEY_PATTERN, isSeasonType, normalizeWeekNumber } from '@all22/domain';
import type { Params } from 'react-router';

/** A page validator: false for path parameters no page exists for (the 404 page shows). */
export type ParamCheck = (params: Params) => boolean;

/** The latest season a URL may name: next year's, so a schedule released early still opens. */
const latestSeason = (now: Date) => now.getUTCFullYear() + 1;

const isDigits = (value: string, maxLength: number) => value.length <= maxLength && /^\d+$/.test(value);

/** A numeric game id (e.g. 2024090800). */
export function isGameIdParam(name: string): ParamCheck {
  return (params) => isDigits(params[name] ?? '', 12);
}

/** A team id's shape (four digits, "3800"); whether the team exists is checked against the teams list. */
export function isTeamIdShape(name: string): ParamCheck {
  return (params) => /^\d{4}$/.test(params[name] ?? '');
}

/** An optional season: absent, or a year from the first league season to next year. */
export function isSeasonParam(name: string, now: () => Date = () => new Date()): ParamCheck {
  return (params) => {
    const value = params[name];
    if (value === undefined) return true;
    if (!isDigits(value, 4)) return false;
    const season = Number(value);
    return season >= FIRST_FILM_SEASON && season <= latestSeason(now());
  };
}

/** An optional season type: absent, or PRE, REG or POST (any case). */
export function isSeasonTypeParam(name: string): ParamCheck {
  return (params) => {
    const value = params[name];
    return value === undefined || isSeasonType(value.toUpperCase());
  };
}

/** An optional week: absent, or a week number that exists in the season type (REG 1–18, PRE 0–4, POST 1–4). */
export function isWeekParam(seasonTypeName: string, weekName: string): ParamCheck {
  return (params) => {
    const week = params[weekName];
    if (week === undefined) return true;
    const seasonType = (params[seasonTypeName] ?? '').toUpperCase();
    if (!isSeasonType(seasonType) || !isDigits(week, 2)) return false;
    return normalizeWeekNumber(seasonType, Number(week)) !== null;
  };
}

const PLAY_KEY = new RegExp(PLAY_KEY_PATTERN);

/** A play's public id, "{gameId}-{playId}" (the domain's PLAY_KEY_PATTERN). */
export function isPlayIdParam(name: string): ParamCheck {
  return (params) => PLAY_KEY.test(params[name] ?? '');
}
