import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

/** One press of a scroll button moves most of a view, keeping a game of context in sight. */
const SCROLL_PAGE_SHARE = 0.8;

interface ScrollEdges {
  canScrollBack: boolean;
  canScrollForward: boolean;
}

const NO_SCROLL: ScrollEdges = { canScrollBack: false, canScrollForward: false };

function readEdges(element: HTMLElement | null): ScrollEdges {
  if (!element) return NO_SCROLL;
  const { scrollLeft, scrollWidth, clientWidth } = element;
  // A pixel of slack: zoomed pages report fractional positions.
  return { canScrollBack: scrollLeft > 1, canScrollForward: scrollLeft + clientWidth < scrollWidth - 1 };
}

/**
 * A horizontal scroller: a focusable region (so arrow keys scroll it), and on desktop a button at
 * each end that is enabled only while there is more to see that way. `itemCount` lets it
 * re-measure when the content changes.
 */
export function ScoreStripScroller({
  label,
  itemCount,
  children,
}: {
  label: string;
  itemCount: number;
  children: ReactNode;
}) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<ScrollEdges>(NO_SCROLL);
  const updateEdges = useCallback(() => setEdges(readEdges(scrollerRef.current)), []);

  useEffect(() => {
    updateEdges();
    window.addEventListener('resize', updateEdges);
    return () => window.removeEventListener('resize', updateEdges);
  }, [updateEdges, itemCount]);

  const scrollByPage = (direction: -1 | 1) => {
    const element = scrollerRef.current;
    // jsdom and very old browsers have no scrollBy on elements.
    element?.scrollBy?.({ left: direction * element.clientWidth * SCROLL_PAGE_SHARE, behavior: 'smooth' });
  };

  const buttonSx = { display: { xs: 'none', md: 'inline-flex' }, flexShrink: 0 } as const;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton
        size="small"
        aria-label="Scroll scores back"
        disabled={!edges.canScrollBack}
        onClick={() => scrollByPage(-1)}
        sx={buttonSx}
      >
        <ChevronLeft />
      </IconButton>
      <Box
        ref={scrollerRef}
        role="region"
        aria-label={label}
        tabIndex={0}
        onScroll={updateEdges}
        sx={{
          flex: 1,
          minWidth: 0,
          overflowX: 'auto',
          scrollbarWidth: 'thin',
          scrollSnapType: 'x proximity',
          borderRadius: 1,
          '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
        }}
      >
        {children}
      </Box>
      <IconButton
        size="small"
        aria-label="Scroll scores forward"
        disabled={!edges.canScrollForward}
        onClick={() => scrollByPage(1)}
        sx={buttonSx}
      >
        <ChevronRight />
      </IconButton>
    </Box>
  );
}
