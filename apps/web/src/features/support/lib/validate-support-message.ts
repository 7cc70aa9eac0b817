import { type SupportMessageRequest, supportMessageRequestSchema } from '@all22/contracts';

export type SupportField = keyof SupportMessageRequest;

const FIELD_NAMES: Record<SupportField, string> = {
  name: 'Your name',
  email: 'Email',
  subject: 'Topic',
  message: 'Message',
};

/**
 * Fields whose schema message reads like the API's, not like a person: the topic is chosen from
 * a list, so the only way to get it wrong is to choose none.
 */
const FIELD_PROMPTS: Partial<Record<SupportField, string>> = {
  subject: 'Choose a topic.',
};

/**
 * The form's values checked with the API's own schema: the message to send, or one sentence per
 * invalid field ("Email must be an email address, e.g. sam@example.com").
 */
export function validateSupportMessage(
  values: Record<SupportField, string>,
):
  | { ok: true; message: SupportMessageRequest }
  | { ok: false; errors: Partial<Record<SupportField, string>> } {
  const parsed = supportMessageRequestSchema.safeParse(values);
  if (parsed.success) return { ok: true, message: parsed.data };
  const errors: Partial<Record<SupportField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as SupportField | undefined;
    if (field && field in FIELD_NAMES && errors[field] === undefined) {
      errors[field] = FIELD_PROMPTS[field] ?? `${FIELD_NAMES[field]} ${issue.message}.`;
    }
  }
  return { ok: false, errors };
}
