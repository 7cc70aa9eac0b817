import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';

/** The "?" dialog: the film player's keys. */
export function ReplayKeysDialog({
  open,
  onClose,
  rows,
  container,
}: {
  open: boolean;
  onClose: () => void;
  rows: readonly { keys: string; action: string }[];
  /** In full screen only the full-screen element is shown: the dialog must open inside it. */
  container?: () => HTMLElement | null;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} container={container}>
      <DialogTitle id={titleId}>Keyboard shortcuts</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Key
              </TableCell>
              <TableCell component="th" scope="col">
                Action
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.keys}>
                <TableCell component="th" scope="row">
                  <kbd>{row.keys}</kbd>
                </TableCell>
                <TableCell>{row.action}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
