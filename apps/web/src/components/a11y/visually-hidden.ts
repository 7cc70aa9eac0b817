/** Read by screen readers, not shown (a link's context that the layout already shows). */
export const visuallyHiddenSx = {
  position: 'absolute',
  // Strings, not numbers: in sx a number up to 1 is a fraction (width: 1 is 100%), which made
  // these spans as wide as their link and pushed the page sideways on phones.
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
