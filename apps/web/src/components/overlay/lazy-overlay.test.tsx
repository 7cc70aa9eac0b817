import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyOverlay } from './lazy-overlay';

function Panel({ isOpen, label }: { isOpen: boolean; label: string }) {
  return <p>{isOpen ? `${label} open` : `${label} closed`}</p>;
}

describe('lazyOverlay', () => {
  it('loads nothing while closed, then loads once and stays mounted after closing', async () => {
    const load = vi.fn(async () => Panel);
    const LazyPanel = lazyOverlay(load, ({ isOpen }: { isOpen: boolean; label: string }) => isOpen);
    const { rerender } = render(<LazyPanel isOpen={false} label="Menu" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/Menu/)).toBeNull();

    rerender(<LazyPanel isOpen label="Menu" />);
    expect(await screen.findByText('Menu open')).toBeTruthy();
    rerender(<LazyPanel isOpen={false} label="Menu" />);
    // Still mounted, so an exit transition can play and focus can return.
    expect(screen.getByText('Menu closed')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloads ahead of the first opening, once, and tries again after a failed load', async () => {
    const load = vi.fn<() => Promise<typeof Panel>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue(Panel);
    const LazyPanel = lazyOverlay(load, ({ isOpen }: { isOpen: boolean; label: string }) => isOpen);
    await act(async () => LazyPanel.preload());
    expect(load).toHaveBeenCalledTimes(1);
    LazyPanel.preload();
    LazyPanel.preload();
    expect(load).toHaveBeenCalledTimes(2);
    render(<LazyPanel isOpen label="Drawer" />);
    expect(await screen.findByText('Drawer open')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
