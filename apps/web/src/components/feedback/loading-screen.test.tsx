import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clampProgress, LoadingScreen } from './loading-screen';

describe('clampProgress', () => {
  it.each([
    [-5, 0],
    [0, 0],
    [42.5, 42.5],
    [100, 100],
    [130, 100],
    [Number.POSITIVE_INFINITY, 100],
    [Number.NEGATIVE_INFINITY, 0],
    [Number.NaN, 0],
  ])('%s → %s', (value, expected) => {
    expect(clampProgress(value)).toBe(expected);
  });
});

describe('LoadingScreen', () => {
  it('says it is connecting until authentication finishes', () => {
    render(<LoadingScreen stage="connecting" progress={20} />);
    expect(
      screen.getByRole('heading', { name: 'Connecting to the All22 advanced-stats service…' }),
    ).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Loading' }).getAttribute('aria-valuenow')).toBe('20');
  });

  it('then says it is loading stats, with the bar clamped to 100', () => {
    render(<LoadingScreen stage="loading" progress={140} />);
    expect(screen.getByRole('heading', { name: 'Loading Stats, Insights & Film...' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Loading' }).getAttribute('aria-valuenow')).toBe('100');
  });
});
