import {
  type SandboxQuestion,
  chooseSandboxChart,
  formatSandboxQuery,
  parseSandboxQuery,
} from '@all22/domain';
import ImageIcon from '@mui/icons-material/Image';
import LinkIcon from '@mui/icons-material/Link';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CsvExportButton } from '../../../components/export/csv-export-button';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { routeHref } from '../../../config/paths';
import { useSandboxAnswer } from '../api/get-sandbox-answer';
import { downloadSvgAsPng } from '../lib/svg-to-png';
import { getSandboxFileName, toSandboxCsv } from '../lib/sandbox-table-model';
import { SandboxChart } from './sandbox-chart';
import { SandboxTable } from './sandbox-table';

/** Any season passes when reading back an answer's own query. */
const ANY_SEASON = 9999;

/** The answer to the question: how many plays it covers, the chart, the table and their exports. */
export function SandboxAnswer({ question }: { question: SandboxQuestion }) {
  const theme = useTheme();
  const query = formatSandboxQuery(question);
  const answer = useSandboxAnswer(query);
  const svgRef = useRef<SVGSVGElement>(null);
  const [notice, setNotice] = useState('');

  if (answer.isError) {
    return <LoadErrorAlert what="The answer" error={answer.error} onRetry={() => void answer.refetch()} />;
  }
  if (!answer.data) {
    return <Skeleton role="status" aria-label="Loading the answer" variant="rounded" height={420} />;
  }
  const data = answer.data;
  const isStale = answer.isPlaceholderData;
  // While the next answer loads, the last one stays: drawn as its own question asked (its grouping,
  // its chart), read back from the answer's canonical query (valid: the server wrote it).
  const shown = parseSandboxQuery(new URLSearchParams(data.query), { currentSeason: ANY_SEASON });
  const shownQuestion = shown.ok ? shown.question : question;
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setNotice('Link copied');
    } catch {
      setNotice('The link could not be copied: copy the address bar instead');
    }
  };
  const exportPng = async () => {
    if (svgRef.current === null) return;
    try {
      await downloadSvgAsPng(
        svgRef.current,
        getSandboxFileName(shownQuestion.category, shownQuestion.grouping, 'png'),
        theme.palette.background.default,
      );
    } catch (error) {
      setNotice(error instanceof Error ? error.message : 'The chart could not be exported');
    }
  };

  return (
    <Stack spacing={2} sx={{ opacity: isStale ? 0.6 : 1, minWidth: 0 }} aria-busy={isStale}>
      <Typography color="text.secondary">
        {/* Underlined: a link inside a sentence must not rely on colour alone (axe link-in-text-block). */}
        <Link
          component={RouterLink}
          underline="always"
          to={`${routeHref('film-plays')}?${data.population.filter}`}
        >
          {data.population.plays.toLocaleString('en-US')} plays
        </Link>{' '}
        match the film filters; {data.totalRows.toLocaleString('en-US')}{' '}
        {data.totalRows === 1 ? 'row meets' : 'rows meet'} the question
        {data.rows.length < data.totalRows ? `, the first ${data.rows.length} shown` : ''}.
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" size="small" startIcon={<LinkIcon />} onClick={() => void copyLink()}>
          Copy link
        </Button>
        <CsvExportButton
          buildCsv={() => toSandboxCsv(data, shownQuestion.grouping)}
          fileName={getSandboxFileName(shownQuestion.category, shownQuestion.grouping, 'csv')}
          disabled={data.rows.length === 0}
        />
        <Button
          variant="outlined"
          size="small"
          startIcon={<ImageIcon />}
          onClick={() => void exportPng()}
          disabled={data.rows.length === 0}
        >
          Export PNG
        </Button>
        <Typography role="status" variant="body2" color="text.secondary">
          {notice}
        </Typography>
      </Stack>
      {data.rows.length === 0 ? (
        <Alert severity="info">
          No row meets the question: lower the minimum, pick other positions or widen the film filters.
        </Alert>
      ) : (
        <>
          <Box>
            <SandboxChart answer={data} chart={chooseSandboxChart(shownQuestion)} svgRef={svgRef} />
          </Box>
          <SandboxTable answer={data} grouping={shownQuestion.grouping} />
        </>
      )}
    </Stack>
  );
}
