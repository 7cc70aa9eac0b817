import { SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_SUBJECTS, type SupportMessageResponse } from '@all22/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useAppConfig } from '../../../config/app-config-context';
import { normalizeError } from '../../../lib/errors';
import { useSession, useSessionActions } from '../../../lib/session/session-context';
import { sendSupportMessage } from '../api/send-support-message';
import { type SupportField, validateSupportMessage } from '../lib/validate-support-message';

type SendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; receipt: SupportMessageResponse }
  | { status: 'failed'; message: string };

/**
 * The contact form: name and email (filled in for a signed-in user), topic and message, checked
 * with the API's schema before sending; each invalid field says why.
 */
export function ContactForm() {
  const config = useAppConfig();
  const auth = useSessionActions();
  const { account } = useSession();
  const profileName = account ? `${account.profile.firstName} ${account.profile.lastName}`.trim() : '';
  const [values, setValues] = useState<Record<SupportField, string>>({
    name: profileName,
    email: account?.email ?? '',
    subject: '',
    message: '',
  });
  const [errors, setErrors] = useState<Partial<Record<SupportField, string>>>({});
  const [send, setSend] = useState<SendState>({ status: 'idle' });

  const field = (name: SupportField) => ({
    name,
    value: values[name],
    error: errors[name] !== undefined,
    onChange: (event: { target: { value: string } }) => {
      setValues((previous) => ({ ...previous, [name]: event.target.value }));
      setErrors((previous) => ({ ...previous, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateSupportMessage(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setSend({ status: 'sending' });
    try {
      const receipt = await sendSupportMessage(config, auth, checked.message);
      setSend({ status: 'sent', receipt });
      setValues((previous) => ({ ...previous, subject: '', message: '' }));
    } catch (error) {
      setSend({ status: 'failed', message: normalizeError(error).message });
    }
  };

  if (send.status === 'sent') {
    return (
      <Alert
        severity="success"
        action={
          <Button color="inherit" onClick={() => setSend({ status: 'idle' })}>
            Send another
          </Button>
        }
      >
        Thanks — we got your message (reference #{send.receipt.supportMessageId}) and will answer at{' '}
        {values.email.trim()}.
      </Alert>
    );
  }

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Contact support"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Your name"
          required
          fullWidth
          autoComplete="name"
          helperText={errors.name}
          {...field('name')}
        />
        <TextField
          label="Email"
          type="email"
          required
          fullWidth
          autoComplete="email"
          helperText={errors.email}
          {...field('email')}
        />
      </Stack>
      <TextField select label="Topic" required helperText={errors.subject} {...field('subject')}>
        {SUPPORT_SUBJECTS.map((subject) => (
          <MenuItem key={subject} value={subject}>
            {subject}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Message"
        required
        multiline
        minRows={5}
        helperText={errors.message ?? `${values.message.trim().length} / ${SUPPORT_MESSAGE_MAX_LENGTH}`}
        slotProps={{ htmlInput: { maxLength: SUPPORT_MESSAGE_MAX_LENGTH + 100 } }}
        {...field('message')}
      />
      {send.status === 'failed' && (
        <Alert severity="error">Your message could not be sent. {send.message}</Alert>
      )}
      <div>
        <Button type="submit" variant="contained" disabled={send.status === 'sending'}>
          {send.status === 'sending' ? 'Sending…' : 'Send message'}
        </Button>
      </div>
    </Stack>
  );
}
