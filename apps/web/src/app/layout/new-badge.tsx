import Box from '@mui/material/Box';

/**
 * The "New" marker of a nav item (spec 1 §2: Fantasy). It is part of the item's accessible name;
 * the leading space keeps it a separate word ("Fantasy New").
 */
export function NewBadge() {
  return (
    <>
      {' '}
      <Box
        component="span"
        sx={{
          ml: 0.75,
          px: 0.75,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontSize: '0.65rem',
          fontWeight: 800,
          lineHeight: 1.6,
          textTransform: 'uppercase',
          letterSpacing: '0.04em',
        }}
      >
        New
      </Box>
    </>
  );
}
