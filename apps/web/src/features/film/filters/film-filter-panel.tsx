import {
  getFilmFilterFieldsByGroup,
  type FilmFilterGroup,
  type FilmFilterKey,
  type FilmFilters,
} from '@all22/domain';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import {
  clearFilmFilters,
  countActiveFilters,
  PANEL_FILTER_GROUPS,
  setFilmFilter,
} from './edit-film-filters';
import { FilmFilterControl } from './film-filter-control';

export interface FilmFilterPanelProps {
  /** The current filters (from the URL). */
  filters: FilmFilters;
  /** The page writes them to the URL. */
  onChange: (next: FilmFilters) => void;
  /** The latest season with film. */
  currentSeason: number;
}

/**
 * The film room's filter panel (spec 2 §3): every catalogue filter but the page's
 * displayGameFilmCards, in one accordion per group (General open at first), and Clear all.
 * Narrow enough for a 390 px phone drawer: controls stack and their buttons and chips wrap.
 */
export function FilmFilterPanel({ filters, onChange, currentSeason }: FilmFilterPanelProps) {
  const headingId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<FilmFilterGroup>>(() => new Set(['General']));
  const hasActive = PANEL_FILTER_GROUPS.some(
    (group) => countActiveFilters(filters, getFilmFilterFieldsByGroup(group)) > 0,
  );
  const toggle = (group: FilmFilterGroup, isExpanded: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (isExpanded) next.add(group);
      else next.delete(group);
      return next;
    });
  const onSet = (key: FilmFilterKey, value: unknown) =>
    // The control gives the field's own value type (see FilmFilterControl).
    onChange(setFilmFilter(filters, key, value as FilmFilters[typeof key]));

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          Filters
        </Typography>
        <Button size="small" onClick={() => onChange(clearFilmFilters(filters))} disabled={!hasActive}>
          Clear all
        </Button>
      </Stack>
      {PANEL_FILTER_GROUPS.map((group) => {
        const fields = getFilmFilterFieldsByGroup(group);
        return (
          <Accordion
            key={group}
            disableGutters
            expanded={expanded.has(group)}
            onChange={(_event, isExpanded) => toggle(group, isExpanded)}
            // Closed groups keep no controls: Defense alone has nineteen.
            slotProps={{ transition: { unmountOnExit: true } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              {/* Read as one name: "Passing · 8 filters · 2 active". */}
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {group}
              </Typography>
              <Typography component="span" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                {` · ${fields.length} filters · ${countActiveFilters(filters, fields)} active`}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Stack spacing={2}>
                {fields.map((field) => (
                  <FilmFilterControl
                    key={field.key}
                    field={field}
                    filters={filters}
                    onSet={onSet}
                    currentSeason={currentSeason}
                  />
                ))}
              </Stack>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
