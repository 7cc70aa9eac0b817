import { describe, it, expect } from 'vitest';
import { getSafeHref, isExternalHref } from './safe-href.js';

describe('getSafeHref', () => {
  it.each([
    '/players/player/123',
    '/',
    '#section',
    '#',
    'https://www.example.com/a?b=c#d',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'mailto:help@example.com',
    'MailTo:help@example.com',
    'tel:+15551234567',
  ])('keeps %j', (href) => {
    expect(getSafeHref(href)).toBe(href);
  });
  it('trims a kept href', () => {
    expect(getSafeHref('  https://example.com  ')).toBe('https://example.com');
  });
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    '//evil.example.com',
    ' //evil.example.com',
    '/\\evil.example.com',
    '\\\\evil.example.com',
    '/\t/evil.example.com',
    'page.html',
    '?q=1',
    'example.com',
    '',
    'https',
  ])('turns %j into "#"', (href) => {
    expect(getSafeHref(href)).toBe('#');
  });
});

describe('isExternalHref', () => {
  it.each([
    ['https://example.com', true],
    ['HTTP://example.com', true],
    [' https://example.com', true],
    ['mailto:a@b.c', false],
    ['tel:1', false],
    ['/stats', false],
    ['#top', false],
    ['javascript:alert(1)', false],
  ])('%j → %s', (href, expected) => {
    expect(isExternalHref(href)).toBe(expected);
  });
});
