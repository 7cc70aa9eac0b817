import type { Database, User } from '@all22/db';
import type { FormBody } from './page-support.js';
import { hashPassword } from './passwords.js';
import { validateRegistration, type RegistrationField } from './registration.js';
import { createUser } from './users.js';

/** The registration form's fields shown back on a refused form (never the password). */
export type RegistrationValues = Record<'firstName' | 'lastName' | 'email', string>;

export type RegistrationOutcome =
  | { ok: true; user: User }
  | {
      ok: false;
      /** 400 for fields to correct, 409 for an email that already has an account. */
      status: 400 | 409;
      values: RegistrationValues;
      errors: Partial<Record<RegistrationField, string>>;
    };

/**
 * Creates an account from the registration form (the sign-in interaction's and the account
 * pages'): every field checked first, nothing stored until all are right, one account per email.
 */
export async function registerAccount(db: Database, body: FormBody): Promise<RegistrationOutcome> {
  const values: RegistrationValues = {
    firstName: (body.firstName ?? '').slice(0, 300),
    lastName: (body.lastName ?? '').slice(0, 300),
    email: (body.email ?? '').slice(0, 300),
  };
  const validation = validateRegistration(body);
  if (!validation.ok) return { ok: false, status: 400, values, errors: validation.errors };
  const { password, ...account } = validation.value;
  const user = await createUser(db, { ...account, passwordHash: await hashPassword(password) });
  if (!user) {
    return {
      ok: false,
      status: 409,
      values,
      errors: { email: 'An account with this email already exists. Sign in instead.' },
    };
  }
  return { ok: true, user };
}
