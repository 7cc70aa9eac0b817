import { describe, expect, it } from 'vitest';
import { buildChatAdImpressionUrl } from './ad-impression.js';

const read = (url: string | null) => {
  const parsed = new URL(url ?? 'about:blank');
  return {
    origin: parsed.origin + parsed.pathname,
    params: Object.fromEntries(parsed.searchParams),
    keyValues: Object.fromEntries(new URLSearchParams(parsed.searchParams.get('t') ?? '')),
  };
};

describe('buildChatAdImpressionUrl (spec 2 §7)', () => {
  it('carries the ad unit, size 1x1, a random number and the key-values', () => {
    const url = buildChatAdImpressionUrl({
      adServerUrl: 'https://ads.example.com/gampad/ad',
      appEnv: 'production',
      slot: 'right_panel',
      random: 0.123456789,
    });
    expect(read(url)).toEqual({
      origin: 'https://ads.example.com/gampad/ad',
      params: { iu: '/all22/fantasy-ai', sz: '1x1', c: '1234567890000000', t: expect.any(String) },
      keyValues: { page: 'fantasy_ai', environment: 'prod', slot: 'right_panel' },
    });
  });

  it.each([
    ['staging', 'stage'],
    ['development', 'stage'],
  ])('reports %s as %s, and the full-page slot', (appEnv, environment) => {
    const url = buildChatAdImpressionUrl({
      adServerUrl: 'http://127.0.0.1:9/ad?net=1',
      appEnv,
      slot: 'full_page',
      random: 0.5,
    });
    expect(read(url).keyValues).toEqual({ page: 'fantasy_ai', environment, slot: 'full_page' });
    expect(read(url).params.net).toBe('1');
  });

  it('differs with the random number', () => {
    const at = (random: number) =>
      buildChatAdImpressionUrl({
        adServerUrl: 'https://ads.example',
        appEnv: 'production',
        slot: 'full_page',
        random,
      });
    expect(at(0.1)).not.toBe(at(0.2));
  });

  it.each(['', '   ', 'not a url', 'ftp://ads.example', '/relative'])(
    'is null for the ad server %j',
    (adServerUrl) => {
      expect(
        buildChatAdImpressionUrl({ adServerUrl, appEnv: 'production', slot: 'full_page', random: 0.5 }),
      ).toBeNull();
    },
  );
});
