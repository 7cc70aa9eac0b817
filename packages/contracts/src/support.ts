/** The support page's contact form: POST /api/support/messages. */
import { z } from 'zod';

/** What a message is about; the support team sorts its inbox by these. */
export const SUPPORT_SUBJECTS = [
  'Account and billing',
  'Stats and data',
  'Film room',
  'Fantasy and the AI assistant',
  'Something else',
] as const;
export type SupportSubject = (typeof SUPPORT_SUBJECTS)[number];

export const SUPPORT_MESSAGE_MIN_LENGTH = 20;
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;

export const supportMessageRequestSchema = z
  .strictObject({
    name: z
      .string({ error: 'is required' })
      .trim()
      .min(1, { error: 'is required' })
      .max(100, { error: 'must be at most 100 characters' }),
    email: z
      .string({ error: 'is required' })
      .trim()
      .max(254, { error: 'must be at most 254 characters' })
      .pipe(z.email({ error: 'must be an email address, e.g. sam@example.com' })),
    subject: z.enum(SUPPORT_SUBJECTS, { error: `must be one of: ${SUPPORT_SUBJECTS.join(', ')}` }),
    message: z
      .string({ error: 'is required' })
      .trim()
      .min(SUPPORT_MESSAGE_MIN_LENGTH, { error: `must be at least ${SUPPORT_MESSAGE_MIN_LENGTH} characters` })
      .max(SUPPORT_MESSAGE_MAX_LENGTH, { error: `must be at most ${SUPPORT_MESSAGE_MAX_LENGTH} characters` }),
  })
  .meta({ id: 'SupportMessageRequest' });
export type SupportMessageRequest = z.infer<typeof supportMessageRequestSchema>;

export const supportMessageResponseSchema = z
  .object({
    /** The reference to quote when following up. */
    supportMessageId: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'SupportMessageReceipt' });
export type SupportMessageResponse = z.infer<typeof supportMessageResponseSchema>;
