import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testAppConfig } from '../testing/fixtures';
import { AppConfigProvider, useAppConfig } from './app-config-context';

describe('useAppConfig', () => {
  it('returns the provided config', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppConfigProvider config={testAppConfig}>{children}</AppConfigProvider>
    );
    expect(renderHook(() => useAppConfig(), { wrapper }).result.current).toBe(testAppConfig);
  });

  it('fails loudly outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAppConfig())).toThrow(/AppConfigProvider/);
  });
});
