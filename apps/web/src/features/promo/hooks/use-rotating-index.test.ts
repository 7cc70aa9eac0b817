import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROMO_ROTATION_MS, useRotatingIndex } from './use-rotating-index';

describe('useRotatingIndex', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('advances every 5 s and wraps from the last slide to the first', () => {
    const { result } = renderHook(() => useRotatingIndex(3));
    expect(PROMO_ROTATION_MS).toBe(5_000);
    expect(result.current.index).toBe(0);
    advance(4_999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    advance(5_000);
    expect(result.current.index).toBe(2);
    advance(5_000);
    expect(result.current.index).toBe(0);
  });

  it('restarts the wait on a manual selection, even of the slide already shown', () => {
    const { result } = renderHook(() => useRotatingIndex(3));
    advance(4_000);
    act(() => result.current.select(2));
    expect(result.current.index).toBe(2);
    advance(4_999);
    expect(result.current.index).toBe(2);
    advance(1);
    expect(result.current.index).toBe(0);

    advance(3_000);
    act(() => result.current.select(0));
    advance(4_000);
    expect(result.current.index).toBe(0);
    advance(1_000);
    expect(result.current.index).toBe(1);
  });

  it('holds while paused', () => {
    const { result, rerender } = renderHook(({ isPaused }) => useRotatingIndex(3, { isPaused }), {
      initialProps: { isPaused: true },
    });
    advance(20_000);
    expect(result.current.index).toBe(0);
    rerender({ isPaused: false });
    advance(5_000);
    expect(result.current.index).toBe(1);
  });
});
