import { describe, it, expect } from 'vitest';
import { escapeHtml } from './escape-html.js';

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });
  it('escapes an existing entity again, so it shows as typed', () => {
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });
  it('leaves plain text and the empty string alone', () => {
    expect(escapeHtml('Start Josh Allen 🏈')).toBe('Start Josh Allen 🏈');
    expect(escapeHtml('')).toBe('');
  });
});
