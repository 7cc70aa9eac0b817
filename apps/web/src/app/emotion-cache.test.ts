import { afterEach, describe, expect, it } from 'vitest';
import { createEmotionCache, readCspNonce } from './emotion-cache';

function addNonceMeta(nonce: string): HTMLMetaElement {
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', nonce);
  document.head.append(meta);
  return meta;
}

describe('the Emotion cache', () => {
  afterEach(() => {
    document.head
      .querySelectorAll('meta[property="csp-nonce"], style[data-emotion]')
      .forEach((node) => node.remove());
  });

  it('reads the nonce the server put in the csp-nonce meta', () => {
    addNonceMeta('r4nd0m==');
    expect(readCspNonce(document)).toBe('r4nd0m==');
  });

  it('reads it from the property when the browser hides the attribute', () => {
    const meta = addNonceMeta('');
    meta.nonce = 'h1dden==';
    expect(readCspNonce(document)).toBe('h1dden==');
  });

  it('has no nonce on a page without one (the Vite dev server, tests)', () => {
    expect(readCspNonce(document)).toBeUndefined();
  });

  it('puts the nonce on the <style> tags it inserts', () => {
    addNonceMeta('r4nd0m==');
    const cache = createEmotionCache(document);
    cache.sheet.insert('.a{color:red}');
    expect(cache.sheet.tags.map((tag) => tag.getAttribute('nonce'))).toEqual(['r4nd0m==']);
  });
});
