import {
  getEnumValueLabel,
  getFilmSeasons,
  getIntegerValueLabel,
  type FilmFilterField,
  type FilmFilterKey,
  type FilmFilters,
  type GameId,
  type NflId,
  type TeamId,
} from '@all22/domain';
import { ChoiceChipsFilter } from './choice-chips-filter';
import { getWeekSlugChoices } from './edit-film-filters';
import { GameFilter } from './game-filter';
import { PlayerFilter } from './player-filter';
import { SegmentedFilter } from './segmented-filter';
import { SelectFilter } from './select-filter';
import { TeamFilter } from './team-filter';

const YES_NO = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
] as const;

export interface FilmFilterControlProps {
  field: FilmFilterField;
  filters: FilmFilters;
  /** Sets one filter; undefined removes it. The value's type is the field's (the catalogue's). */
  onSet: (key: FilmFilterKey, value: unknown) => void;
  currentSeason: number;
}

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

/** The control for one catalogue field, chosen by its type (and, for a few, its key). */
export function FilmFilterControl({ field, filters, onSet, currentSeason }: FilmFilterControlProps) {
  const key = field.key as FilmFilterKey;
  const value = (filters as Readonly<Record<string, unknown>>)[key];
  const set = (next: unknown) => onSet(key, next);
  const { label, type } = field;

  switch (type.kind) {
    case 'seasons': {
      const seasons = (value as readonly number[] | undefined) ?? [];
      return (
        <ChoiceChipsFilter
          label={label}
          // Newest first: the latest film is what most people look for.
          options={getFilmSeasons(currentSeason)
            .reverse()
            .map((season) => ({ value: season, label: String(season) }))}
          isSelected={(season) => seasons.includes(season)}
          onToggle={(season) =>
            set(
              seasons.includes(season)
                ? seasons.filter((chosen) => chosen !== season)
                : [...seasons, season].sort((a, b) => a - b),
            )
          }
        />
      );
    }
    case 'enum': {
      const options = (key === 'weekSlug' ? getWeekSlugChoices(filters.seasonType) : type.values).map(
        (choice) => ({ value: choice, label: getEnumValueLabel(key, choice) }),
      );
      if (key === 'seasonType') {
        return (
          <SegmentedFilter
            label={label}
            value={value as string | undefined}
            options={options}
            onChange={set}
          />
        );
      }
      if (key === 'weekSlug') {
        return (
          <SelectFilter
            label={label}
            value={(value as string | undefined) ?? ''}
            options={options}
            onChange={(next) => set(next === '' ? undefined : next)}
          />
        );
      }
      return (
        <ChoiceChipsFilter
          label={label}
          options={options}
          isSelected={(choice) => choice === value}
          onToggle={(choice) => set(choice === value ? undefined : choice)}
        />
      );
    }
    case 'boolean':
      return (
        <SegmentedFilter label={label} value={value as boolean | undefined} options={YES_NO} onChange={set} />
      );
    case 'integer': {
      const options = range(type.min, type.max).map((count) => ({
        value: count,
        label: getIntegerValueLabel(key, count),
      }));
      if (key === 'week') {
        // 24 week numbers are too many for buttons.
        return (
          <SelectFilter
            label={label}
            value={value === undefined ? '' : String(value as number)}
            options={options.map((option) => ({ value: String(option.value), label: option.label }))}
            onChange={(next) => set(next === '' ? undefined : Number(next))}
          />
        );
      }
      return (
        <SegmentedFilter label={label} value={value as number | undefined} options={options} onChange={set} />
      );
    }
    case 'id':
      switch (type.idKind) {
        case 'player':
          return <PlayerFilter label={label} value={value as NflId | undefined} onChange={set} />;
        case 'team':
          return <TeamFilter label={label} value={value as TeamId | undefined} onChange={set} />;
        case 'game':
          return (
            <GameFilter
              label={label}
              filters={filters}
              onChange={(gameId: GameId | undefined) => set(gameId)}
            />
          );
      }
  }
}
