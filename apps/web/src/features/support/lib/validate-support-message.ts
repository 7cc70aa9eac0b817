import { type SupportMessageRequest, supportMessageRequestSchema } from '@all22/contracts';

export type SupportField = keyof SupportMessageRequest;

const FIELD_NAMES: Record<SupportField, string> = {
  name: 'Your name',
  email: 'Email',
  subject: 'Topic',
  message: 'Message',
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
      errors[field] = `${FIELD_NAMES[field]} ${issue.message}.`;
    }
  }
  return { ok: false, errors };
}
