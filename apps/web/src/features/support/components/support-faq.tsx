import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAppConfig } from '../../../config/app-config-context';
import { routeHref } from '../../../config/paths';
import { getIdentitySubscriptionsUrl } from '../../../lib/identity-links';

interface Question {
  id: string;
  question: string;
  answer: ReactNode;
}

function useQuestions(): Question[] {
  const { oidc } = useAppConfig();
  return [
    {
      id: 'subscription',
      question: 'What comes with a subscription?',
      answer:
        'Every stats table and leaderboard, the film room with its filters and saved searches, fantasy rankings and the Fantasy AI assistant. Scores, schedules, team and player pages stay free.',
    },
    {
      id: 'manage',
      question: 'How do I pause, cancel or change my plan?',
      answer: (
        <>
          Open{' '}
          <Link href={getIdentitySubscriptionsUrl(oidc.issuer)} target="_blank" rel="noopener noreferrer">
            your subscriptions
          </Link>{' '}
          (also in the account menu). A cancelled plan keeps working to the end of the period you paid for.
        </>
      ),
    },
    {
      id: 'scoring',
      question: 'Why do my fantasy points differ from my league’s?',
      answer: (
        <>
          Points follow your scoring: standard, half PPR or PPR. Choose yours in{' '}
          <Link component={RouterLink} to={routeHref('settings')}>
            Settings
          </Link>
          ; every page with fantasy points uses it.
        </>
      ),
    },
    {
      id: 'odds',
      question: 'Can I hide the betting odds?',
      answer:
        'Yes: turn off Show live odds in Settings, or the Disable Live Odds switch in the account menu.',
    },
    {
      id: 'film',
      question: 'Which film angles can I watch?',
      answer:
        'Sideline, Endzone and All-22 for every play. Pick the angles you want in Settings; Sideline and Endzone are on by default.',
    },
    {
      id: 'live',
      question: 'How fresh are live scores?',
      answer:
        'Scores are pushed to your browser as each play is recorded. If the live connection drops, the page checks every 30 seconds during games.',
    },
    {
      id: 'status',
      question: 'Something seems broken. Is it just me?',
      answer: (
        <>
          The{' '}
          <Link component={RouterLink} to={routeHref('health')}>
            system status page
          </Link>{' '}
          shows whether the API, the database and the live feed are up. If they are, send us a message below.
        </>
      ),
    },
  ];
}

/** Frequently asked questions, one expandable answer each. */
export function SupportFaq() {
  return (
    <div>
      {useQuestions().map((entry) => (
        <Accordion key={entry.id} disableGutters>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`faq-${entry.id}-header`}
            aria-controls={`faq-${entry.id}`}
          >
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {entry.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${entry.id}`}>
            <Typography color="text.secondary">{entry.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
