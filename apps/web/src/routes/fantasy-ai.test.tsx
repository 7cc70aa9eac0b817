import { CHAT_INTRO_PROMPTS } from '@all22/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpChatSocketServer } from '../testing/chat-socket-server';
import { stubFetch } from '../testing/fetch-stub';
import { testAppConfig } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const getServer = setUpChatSocketServer();
beforeEach(() => {
  stubFetch({});
});

const renderPage = (config = {}) =>
  renderApp({ path: '/fantasy/ai', config: { ...testAppConfig, chatSocketUrl: getServer().url, ...config } });

describe('/fantasy/ai (spec 2 §2)', () => {
  it('blocks with the consent dialog; Back to Home goes to /', async () => {
    const { router } = renderPage();
    const dialog = within(await screen.findByRole('dialog', { name: 'Before you use Fantasy AI' }));
    expect(document.title).toBe('Fantasy AI | All22');
    await userEvent.click(dialog.getByRole('link', { name: 'Back to Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('chats after consent: a prompt sends its question, the reply renders with an in-app link, copy and regenerate', async () => {
    const { router } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'I agree' }));
    const chat = within(screen.getByRole('region', { name: 'Fantasy AI chat' }));
    await waitFor(() =>
      expect(chat.getByTestId('chat-connection-state').textContent).toBe('Live (authenticated)'),
    );
    const prompt = CHAT_INTRO_PROMPTS[0];
    await userEvent.click(chat.getByRole('button', { name: new RegExp(`^${prompt.label}`) }));
    const reply = await chat.findByRole('article', { name: 'Fantasy AI message' });
    await waitFor(() => expect(within(reply).getByRole('link', { name: 'the player' })).toBeTruthy());
    expect(getServer().received[1]).toEqual({ message: prompt.question, sessionId: 'session-1' });
    expect(chat.getByRole('article', { name: 'You message' }).textContent).toContain(prompt.question);
    expect(chat.getAllByText('Just now').length).toBeGreaterThan(0);

    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(within(reply).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining(prompt.question));

    await userEvent.click(within(reply).getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(chat.getAllByRole('article', { name: 'Fantasy AI message' })).toHaveLength(2));
    expect(getServer().received.filter((frame) => frame.message === prompt.question)).toHaveLength(2);

    await userEvent.click(within(reply).getByRole('link', { name: 'the player' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/players/player/123'));
  });

  it('sends with Enter, not with Shift+Enter, clears the box and warns above 90% of 2000', async () => {
    document.cookie = 'fantasyAiConsent=true; Path=/';
    renderPage();
    const box = await screen.findByRole('textbox', { name: 'Ask Fantasy AI' });
    await waitFor(() =>
      expect(screen.getByTestId('chat-connection-state').textContent).toBe('Live (authenticated)'),
    );
    await userEvent.type(box, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect((box as HTMLTextAreaElement).value).toBe('Line one\nline two');
    await userEvent.type(box, '{Enter}');
    expect((box as HTMLTextAreaElement).value).toBe('');
    await waitFor(() =>
      expect(getServer().received.some((frame) => frame.message === 'Line one\nline two')).toBe(true),
    );

    await waitFor(() => expect(screen.queryByText(/characters/)).toBeNull());
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(1801));
    expect(screen.getByText('1,801 / 2,000 characters')).toBeTruthy();
    await userEvent.paste('x'.repeat(200));
    expect(screen.getByText('2,001 / 2,000 characters — too long to send')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
  });

  it('counts an ad impression when the ad server is set, without breaking the chat when it fails', async () => {
    document.cookie = 'fantasyAiConsent=true; Path=/';
    const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage({ adServerUrl: 'http://127.0.0.1:1/ad', appEnv: 'production' });
    await waitFor(() =>
      expect(screen.getByTestId('chat-connection-state').textContent).toBe('Live (authenticated)'),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith('http://127.0.0.1:1/ad')) as
      [string, RequestInit] | undefined;
    expect(call?.[1]).toMatchObject({ method: 'GET', mode: 'no-cors', credentials: 'omit' });
    const url = new URL(String(call?.[0]));
    expect([url.searchParams.get('iu'), url.searchParams.get('sz')]).toEqual(['/all22/fantasy-ai', '1x1']);
    expect(Object.fromEntries(new URLSearchParams(url.searchParams.get('t') ?? ''))).toEqual({
      page: 'fantasy_ai',
      environment: 'prod',
      slot: 'full_page',
    });
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith('Fantasy AI: the ad impression failed: Failed to fetch'),
    );
    expect(screen.getByRole('textbox', { name: 'Ask Fantasy AI' })).toBeTruthy();
  });
});
