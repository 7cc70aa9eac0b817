import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';

/** A numeric column's header: its short label, the tooltip explaining it. */
export function StatHeaderCell({ label, tooltip }: { label: string; tooltip: string }) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      <Tooltip title={tooltip} describeChild>
        <abbr title={tooltip} style={{ textDecoration: 'none', cursor: 'help' }}>
          {label}
        </abbr>
      </Tooltip>
    </TableCell>
  );
}
