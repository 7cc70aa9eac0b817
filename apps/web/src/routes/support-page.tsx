import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../components/page/page-header';
import { ContactForm } from '../features/support/components/contact-form';
import { SupportFaq } from '../features/support/components/support-faq';
import { usePageTitle } from '../lib/page-title';

/** Route module of /support: questions and answers, then the contact form. */
export function Component() {
  usePageTitle('Support');
  return (
    <Stack spacing={4} sx={{ maxWidth: 820 }}>
      <PageHeader title="Support" subtitle="Answers to common questions, and a way to reach us." />
      <Stack component="section" aria-labelledby="support-faq" spacing={1.5}>
        <Typography id="support-faq" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Questions and answers
        </Typography>
        <SupportFaq />
      </Stack>
      <Stack component="section" aria-labelledby="support-contact" spacing={1.5}>
        <Typography id="support-contact" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Contact us
        </Typography>
        <Typography color="text.secondary">We answer by email, usually within a working day.</Typography>
        <ContactForm />
      </Stack>
    </Stack>
  );
}
