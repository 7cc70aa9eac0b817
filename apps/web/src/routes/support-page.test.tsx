import type { AccountInfo } from '@all22/contracts';
import { SIGNED_OUT_USER_STATE } from '@all22/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createStaticSession } from '../lib/session/session';
import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import { renderApp } from '../testing/render-app';

const ACCOUNT: AccountInfo = {
  UID: 'user-1',
  email: 'sam@example.com',
  createdTimestamp: 1_700_000_000_000,
  profile: { firstName: 'Sam', lastName: 'Baker' },
  data: {
    display: { showOddsInfo: true, pointsPerReception: 0, clipTypes: ['SIDELINE', 'ENDZONE'] },
    league: { favoriteTeams: [] },
  },
};

async function chooseTopic(topic: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: /Topic/ }));
  await user.click(await screen.findByRole('option', { name: topic }));
}

describe('the support page', () => {
  it('answers common questions', async () => {
    stubFetch({});
    renderApp({ path: '/support' });
    const question = await screen.findByRole('button', { name: 'Can I hide the betting odds?' });
    await userEvent.setup().click(question);
    expect(await screen.findByText(/turn off Show live odds in Settings/)).toBeTruthy();
  });

  it("sends a signed-in user's message with his name and email filled in", async () => {
    const fetchMock = stubFetch({
      '/api/support/messages': () =>
        jsonResponse({ supportMessageId: 42, createdAt: '2024-10-13T18:30:00.000Z' }, { status: 201 }),
    });
    renderApp({
      path: '/support',
      session: createStaticSession({
        user: { ...SIGNED_OUT_USER_STATE, isLoggedIn: true },
        account: ACCOUNT,
      }),
    });
    expect(((await screen.findByRole('textbox', { name: /Your name/ })) as HTMLInputElement).value).toBe(
      'Sam Baker',
    );
    await chooseTopic('Film room');
    const user = userEvent.setup();
    await user.type(
      screen.getByRole('textbox', { name: /Message/ }),
      'The endzone angle stops after two seconds.',
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/reference #42/)).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/support/messages'))!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Sam Baker',
      email: 'sam@example.com',
      subject: 'Film room',
      message: 'The endzone angle stops after two seconds.',
    });
  });

  it('says what is wrong with each field before sending anything', async () => {
    const fetchMock = stubFetch({});
    renderApp({ path: '/support' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'sam@');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Help');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Your name is required.')).toBeTruthy();
    expect(screen.getByText('Email must be an email address, e.g. sam@example.com.')).toBeTruthy();
    expect(screen.getByText('Message must be at least 20 characters.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/support/messages'))).toBe(false);
  });

  it("shows the server's error and keeps the message", async () => {
    stubFetch({
      '/api/support/messages': () =>
        jsonResponse({ message: 'Database unavailable', statusCode: 503 }, { status: 503 }),
    });
    renderApp({ path: '/support' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Sam');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'sam@example.com');
    await chooseTopic('Something else');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Where can I see red zone stats?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByText(/Your message could not be sent/);
    expect(alert.textContent).toContain('Database unavailable');
    expect((screen.getByRole('textbox', { name: /Message/ }) as HTMLTextAreaElement).value).toBe(
      'Where can I see red zone stats?',
    );
  });
});
