import { CHAT_INTRO_PROMPTS } from '@all22/domain';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** The intro card of an empty conversation (spec 2 §2): the four prompts, each sending its question. */
export function ChatIntroCard({
  onAsk,
  isDisabled,
}: {
  onAsk: (question: string) => void;
  isDisabled: boolean;
}) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <AutoAwesomeIcon color="primary" aria-hidden />
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Ask Fantasy AI
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Answers come from the league&apos;s stats. Pick a question to start, or write your own below.
        </Typography>
        <Stack spacing={1}>
          {CHAT_INTRO_PROMPTS.map((prompt) => (
            <Button
              key={prompt.intent}
              variant="outlined"
              disabled={isDisabled}
              onClick={() => onAsk(prompt.question)}
              sx={{ justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none', py: 1 }}
            >
              <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
                <Typography component="span" variant="subtitle2" sx={{ fontWeight: 700 }}>
                  {prompt.label}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {prompt.question}
                </Typography>
              </Stack>
            </Button>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
