import type { Play } from '@all22/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** A row's height before it is measured: two lines of description and a row of tags. */
const ESTIMATED_ROW_PX = 112;
/** Start loading the next page this many rows before the loaded end comes into view. */
const PREFETCH_ROWS = 15;

/**
 * The plays of a search as a virtualised list on the page's own scroll (the window), so a season's
 * thousands of plays keep a few dozen rows in the DOM. Pages load as the end comes near.
 */
export function PlaysList({
  plays,
  total,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  nextPageError,
  renderRow,
}: {
  plays: readonly Play[];
  total: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  nextPageError: string | null;
  renderRow: (play: Play, index: number) => ReactNode;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  // The list's distance from the page's top: the window scrolls, the rows are placed within the list.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = () => (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    setScrollMargin(top());
    // What sits above the list (chips, alerts) can change its height; jsdom has no ResizeObserver.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setScrollMargin(top()));
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: plays.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => plays[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;

  useEffect(() => {
    if (
      hasNextPage &&
      !isFetchingNextPage &&
      nextPageError === null &&
      lastIndex >= plays.length - PREFETCH_ROWS
    ) {
      fetchNextPage();
    }
  }, [lastIndex, plays.length, hasNextPage, isFetchingNextPage, nextPageError, fetchNextPage]);

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box
        ref={listRef}
        role="list"
        aria-label={`Plays, ${plays.length} of ${total} loaded`}
        sx={{ position: 'relative', height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const play = plays[item.index];
          if (play === undefined) return null;
          return (
            <Box
              key={item.key}
              role="listitem"
              data-index={item.index}
              ref={virtualizer.measureElement}
              sx={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
              }}
            >
              {renderRow(play, item.index)}
            </Box>
          );
        })}
      </Box>
      {isFetchingNextPage && (
        <Skeleton
          role="status"
          variant="rectangular"
          height={ESTIMATED_ROW_PX}
          aria-label="Loading more plays"
        />
      )}
      {nextPageError !== null && (
        <Alert
          severity="error"
          sx={{ borderRadius: 0 }}
          action={
            <Button color="inherit" size="small" onClick={fetchNextPage}>
              Retry
            </Button>
          }
        >
          More plays could not be loaded: {nextPageError}
        </Alert>
      )}
      {!hasNextPage && plays.length > 0 && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', p: 1.5, textAlign: 'center' }}
        >
          End of results · {total} {total === 1 ? 'play' : 'plays'}
        </Typography>
      )}
    </Paper>
  );
}
