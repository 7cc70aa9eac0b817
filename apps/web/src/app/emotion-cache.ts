import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The nonce the server gave this page (index.html's `<meta property="csp-nonce">`, rendered per
 * answer): its Content-Security-Policy allows only styles that carry it. Browsers hide a nonce
 * attribute from getAttribute once a policy applies, so the property is read first.
 */
export function readCspNonce(doc: Document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce');
  return nonce || undefined;
}

/** Emotion's style cache (MUI's styles go through it), its <style> tags carrying the page's nonce. */
export function createEmotionCache(doc: Document): EmotionCache {
  return createCache({ key: 'css', nonce: readCspNonce(doc) });
}
