import { z } from 'zod';

export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;

const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(MAX_NAME_LENGTH, `Your ${label} can be at most ${MAX_NAME_LENGTH} characters.`);

/** The registration form; every message is written for the person filling it in. */
export const registrationSchema = z.object({
  firstName: name('first name'),
  lastName: name('last name'),
  email: z
    .string()
    .trim()
    .min(1, 'Enter your email address.')
    .max(MAX_EMAIL_LENGTH, `An email address can be at most ${MAX_EMAIL_LENGTH} characters.`)
    .pipe(z.email('Enter a valid email address, like name@example.com.')),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
    .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters.`)
    .refine((value) => /\p{L}/u.test(value) && /[^\p{L}]/u.test(value), {
      message: 'Use letters and at least one digit or symbol.',
    }),
});

export type Registration = z.infer<typeof registrationSchema>;
export type RegistrationField = keyof Registration;

export type RegistrationResult =
  { ok: true; value: Registration } | { ok: false; errors: Partial<Record<RegistrationField, string>> };

/** Validates a submitted form; lists the first problem of each field. */
export function validateRegistration(input: Record<string, unknown>): RegistrationResult {
  const parsed = registrationSchema.safeParse({
    firstName: textOf(input.firstName),
    lastName: textOf(input.lastName),
    email: textOf(input.email),
    password: textOf(input.password),
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Partial<Record<RegistrationField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as RegistrationField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
