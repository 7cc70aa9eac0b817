import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPageTitle, useDocumentTitle, usePageTitle } from './page-title';

describe('formatPageTitle', () => {
  it('adds the product suffix', () => {
    expect(formatPageTitle('Home')).toBe('Home | All22');
    expect(formatPageTitle('  System status ')).toBe('System status | All22');
  });

  it('falls back to the product name for an empty page name', () => {
    expect(formatPageTitle('')).toBe('All22');
  });
});

describe('usePageTitle / useDocumentTitle', () => {
  it('sets document.title and follows changes', () => {
    const { rerender } = renderHook(({ page }) => usePageTitle(page), { initialProps: { page: 'Home' } });
    expect(document.title).toBe('Home | All22');
    rerender({ page: 'Teams' });
    expect(document.title).toBe('Teams | All22');
  });

  it('sets an exact title without the suffix', () => {
    renderHook(() => useDocumentTitle('404 Not Found'));
    expect(document.title).toBe('404 Not Found');
  });
});
