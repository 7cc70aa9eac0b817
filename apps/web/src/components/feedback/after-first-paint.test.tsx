import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

describe('AfterFirstPaint', () => {
  it('holds its content back until the first screen has painted, then never again', async () => {
    const first = render(
      <>
        <h1>Above the fold</h1>
        <AfterFirstPaint>
          <p>Below the fold</p>
        </AfterFirstPaint>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Above the fold' })).toBeTruthy();
    expect(screen.queryByText('Below the fold')).toBeNull();
    expect(await screen.findByText('Below the fold')).toBeTruthy();
    first.unmount();

    // A later page renders at once.
    render(
      <AfterFirstPaint>
        <p>Next page footer</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText('Next page footer')).toBeTruthy();
  });
});
