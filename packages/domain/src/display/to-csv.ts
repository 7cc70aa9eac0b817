/** A plain number as a table shows it: "1,234", "-3.5", "56.8%". Never a formula. */
const NUMBER_TEXT = /^-?[\d,]+(\.\d+)?%?$/;
/** Characters a spreadsheet may read as the start of a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote, a line break or edge spaces,
 * quotes doubled. Text that a spreadsheet would run as a formula gets a leading apostrophe;
 * negative numbers are left as they are.
 */
export function toCsvField(text: string): string {
  const safe = FORMULA_START.test(text) && !NUMBER_TEXT.test(text) ? `'${text}` : text;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of fields as CSV text: CRLF line ends (RFC 4180), ending with one. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(toCsvField).join(',')).join('\r\n') + '\r\n';
}
