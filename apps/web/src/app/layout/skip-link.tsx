import Link from '@mui/material/Link';

/** The first focusable element: jumps keyboard users past the bars to the page's content. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <Link
      href={`#${targetId}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
        transform: 'translateY(-150%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Skip to content
    </Link>
  );
}
