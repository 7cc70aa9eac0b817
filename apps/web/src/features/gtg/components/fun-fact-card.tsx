import type { FunFactResponse } from '@all22/contracts';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { routeHref } from '../../../config/paths';
import { FUN_FACT_KIND_LABELS, funFactLinkHref } from '../lib/guide-labels';

/** Evidence rows shown before "Show all". */
export const EVIDENCE_ROWS_SHOWN = 5;

/** A fact's figures: each one's label (its game's link when it is one game's) and value. */
function FactEvidence({ fact }: { fact: FunFactResponse }) {
  const [isExpanded, setExpanded] = useState(false);
  const tableId = useId();
  const rows = isExpanded ? fact.evidence : fact.evidence.slice(0, EVIDENCE_ROWS_SHOWN);
  const hidden = fact.evidence.length - rows.length;
  return (
    <Stack spacing={0.5}>
      <Table size="small" id={tableId} aria-label="Evidence" sx={{ '& td, & th': { px: 1, py: 0.5 } }}>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={`${row.label}-${index}`}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                {row.gameId === null ? (
                  row.label
                ) : (
                  <Link
                    component={RouterLink}
                    to={routeHref('games-game-gameId', { gameId: String(row.gameId) })}
                  >
                    {row.label}
                  </Link>
                )}
              </TableCell>
              <TableCell
                align="right"
                sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: { sm: 'nowrap' } }}
              >
                {row.value}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {(hidden > 0 || isExpanded) && fact.evidence.length > EVIDENCE_ROWS_SHOWN && (
        <Button
          size="small"
          onClick={() => setExpanded(!isExpanded)}
          aria-expanded={isExpanded}
          aria-controls={tableId}
          sx={{ alignSelf: 'flex-start' }}
        >
          {isExpanded ? 'Show fewer' : `Show all ${fact.evidence.length}`}
        </Button>
      )}
    </Stack>
  );
}

/** One fact: its kind, its sentence, the figures behind it and where to check them. */
export function FunFactCard({ fact }: { fact: FunFactResponse }) {
  const textId = useId();
  return (
    <Card component="article" variant="outlined" aria-labelledby={textId} data-fact-kind={fact.kind}>
      <CardContent>
        <Stack spacing={1.25}>
          <Chip label={FUN_FACT_KIND_LABELS[fact.kind]} size="small" sx={{ alignSelf: 'flex-start' }} />
          <Typography id={textId} sx={{ fontWeight: 600 }}>
            {fact.text}
          </Typography>
          <FactEvidence fact={fact} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {fact.links.map((link) => (
              <Button
                key={`${link.kind}-${link.label}`}
                component={RouterLink}
                to={funFactLinkHref(link)}
                size="small"
                variant="text"
              >
                {link.label}
              </Button>
            ))}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
