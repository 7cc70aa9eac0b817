import type { FilmFilters } from '@all22/domain';
import {
  type SandboxQuestion,
  createSandboxQuestion,
  formatSandboxQuery,
  hasSandboxQuestion,
  parseSandboxQuery,
} from '@all22/domain';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useCurrentSchedule } from '../../../api/schedules/get-current-schedule';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { routeHref } from '../../../config/paths';
import { SandboxAnswer } from './sandbox-answer';
import { SandboxExamples } from './sandbox-examples';
import { SandboxQuestionForm } from './sandbox-question-form';

const TOOLS_PATH = routeHref('tools');

/** The film room's filter panel, handed in by the app (a feature does not import another). */
export type RenderFilterPanel = (props: {
  filters: FilmFilters;
  onChange: (next: FilmFilters) => void;
  currentSeason: number;
}) => ReactNode;

/**
 * /tools, the stats sandbox (issue 19 §2): the address is the question — the sandbox's
 * parameters and the film filters, in the API's own query — so a copied link reopens the same
 * answer and back/forward walk the questions. Without a question, the examples.
 */
export function StatsSandboxPage({ renderFilterPanel }: { renderFilterPanel: RenderFilterPanel }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const current = useCurrentSchedule();
  const season = current.data?.season;
  const parsed = useMemo(
    () =>
      season === undefined || !hasSandboxQuestion(params)
        ? null
        : parseSandboxQuery(params, { currentSeason: season }),
    [params, season],
  );
  const hrefFor = (question: SandboxQuestion) => `${TOOLS_PATH}?${formatSandboxQuery(question)}`;

  if (current.isError) {
    return (
      <LoadErrorAlert
        what="The league's current week"
        error={current.error}
        onRetry={() => void current.refetch()}
      />
    );
  }
  if (season === undefined) {
    return <Skeleton role="status" aria-label="Loading the stats sandbox" variant="rounded" height={420} />;
  }
  if (parsed === null) {
    return (
      <SandboxExamples season={season} hrefFor={hrefFor} blank={createSandboxQuestion('passing', season)} />
    );
  }
  if (!parsed.ok) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" component={RouterLink} to={TOOLS_PATH}>
            Start over
          </Button>
        }
      >
        <AlertTitle>This question has parameters the sandbox does not understand</AlertTitle>
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {parsed.errors.map((error) => (
            <li key={error.message}>{error.message}</li>
          ))}
        </Box>
      </Alert>
    );
  }
  const question = parsed.question;
  const ask = (next: SandboxQuestion) => void navigate(hrefFor(next));
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box component="section" aria-label="Your question" sx={{ minWidth: 0 }}>
        <SandboxQuestionForm question={question} onChange={ask} />
        <Accordion disableGutters sx={{ mt: 2 }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography sx={{ fontWeight: 600 }}>Which plays: film filters</Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: 1 }}>
            {renderFilterPanel({
              filters: question.filters,
              onChange: (filters) => ask({ ...question, filters }),
              currentSeason: season,
            })}
          </AccordionDetails>
        </Accordion>
        <Button component={RouterLink} to={TOOLS_PATH} size="small" sx={{ mt: 1 }}>
          Back to the examples
        </Button>
      </Box>
      <Box component="section" aria-label="Answer" sx={{ minWidth: 0 }}>
        <SandboxAnswer question={question} />
      </Box>
    </Box>
  );
}
