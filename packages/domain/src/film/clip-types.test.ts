import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIP_TYPES, normalizeClipTypes } from './clip-types.js';

describe('normalizeClipTypes', () => {
  it('defaults to Sideline and Endzone', () => {
    expect(DEFAULT_CLIP_TYPES).toEqual(['SIDELINE', 'ENDZONE']);
    expect(normalizeClipTypes(undefined)).toEqual(['SIDELINE', 'ENDZONE']);
    expect(normalizeClipTypes([])).toEqual(['SIDELINE', 'ENDZONE']);
  });

  it('keeps known types once each, in catalogue order', () => {
    expect(normalizeClipTypes(['ALL_22', 'SIDELINE', 'ALL_22'])).toEqual(['SIDELINE', 'ALL_22']);
  });

  it('drops unknown values and falls back when none is left', () => {
    expect(normalizeClipTypes(['DRONE', 3, null])).toEqual(['SIDELINE', 'ENDZONE']);
    expect(normalizeClipTypes(['DRONE', 'ENDZONE'])).toEqual(['ENDZONE']);
    expect(normalizeClipTypes('SIDELINE')).toEqual(['SIDELINE', 'ENDZONE']);
  });
});
