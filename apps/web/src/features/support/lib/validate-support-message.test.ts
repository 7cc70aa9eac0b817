import { describe, expect, it } from 'vitest';
import { validateSupportMessage } from './validate-support-message';

const valid = {
  name: ' Sam ',
  email: 'sam@example.com',
  subject: 'Film room',
  message: 'The endzone angle stops after two seconds.',
};

describe('validateSupportMessage', () => {
  it('accepts a complete message, trimmed', () => {
    expect(validateSupportMessage(valid)).toEqual({ ok: true, message: { ...valid, name: 'Sam' } });
  });

  it('names each invalid field once in a sentence', () => {
    expect(validateSupportMessage({ name: '', email: 'sam@', subject: '', message: 'Help' })).toEqual({
      ok: false,
      errors: {
        name: 'Your name is required.',
        email: 'Email must be an email address, e.g. sam@example.com.',
        // The topic is chosen from a list: ask for one in words, not with the API's list.
        subject: 'Choose a topic.',
        message: 'Message must be at least 20 characters.',
      },
    });
  });
});
