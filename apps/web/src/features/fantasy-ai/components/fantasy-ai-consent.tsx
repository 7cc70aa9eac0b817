import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Why consent is asked (spec 2 §1: a chat powered by a cloud provider); the panel and the dialog say the same. */
export function ConsentText({ titleId }: { titleId: string }) {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <AutoAwesomeIcon color="primary" aria-hidden />
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Before you use Fantasy AI
        </Typography>
      </Stack>
      <Typography variant="body2">
        Fantasy AI answers your questions from the league&apos;s stats. Depending on how All22 is set up, your
        questions and the stats needed to answer them may be processed by a cloud AI provider. The
        conversation is kept with your account.
      </Typography>
      <Typography variant="body2">
        Answers are generated automatically and can be wrong: check them against the stats before you act on
        them. Do not share personal information in the chat.
      </Typography>
    </Stack>
  );
}
