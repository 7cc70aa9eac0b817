import { type SandboxQuestion, formatSandboxQuery, getSandboxExamples } from '@all22/domain';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The empty sandbox: five questions to start from, and a blank one. */
export function SandboxExamples({
  season,
  hrefFor,
  blank,
}: {
  season: number;
  hrefFor: (question: SandboxQuestion) => string;
  blank: SandboxQuestion;
}) {
  return (
    <Stack spacing={2} component="section" aria-labelledby="sandbox-examples-heading">
      <Typography id="sandbox-examples-heading" variant="h6" component="h2">
        Ask your own question
      </Typography>
      <Typography color="text.secondary">
        Pick a stat category, its measures and the plays to count (any film room filter), choose how to group
        the rows, and get a table and a chart. Start from one of these:
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {getSandboxExamples(season).map((example) => (
          <li key={example.title}>
            <Card variant="outlined">
              <CardActionArea component={RouterLink} to={hrefFor(example.question)}>
                <CardContent sx={{ py: 1.5 }}>
                  <Typography sx={{ fontWeight: 600 }}>{example.title}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                    {formatSandboxQuery(example.question).replaceAll('&', ' · ')}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Stack>
      <div>
        <Button variant="contained" component={RouterLink} to={hrefFor(blank)}>
          Start from scratch
        </Button>
      </div>
    </Stack>
  );
}
