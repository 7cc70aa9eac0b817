import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { createCamera, createScreenPoint, project } from './camera';
import { FilmReplay, type FilmReplayProps } from './film-replay';
import { buildReplayTimeline, createReplayPose } from './replay-timeline';
import { QB_ID, REPLAY_TEAMS, makeReplayPlay, makeReplayTracking } from './testing/replay-fixtures';

const VIEWPORT = { width: 1280, height: 720 };

function renderReplay(overrides: Partial<FilmReplayProps> = {}) {
  const props: FilmReplayProps = {
    tracking: makeReplayTracking(),
    play: makeReplayPlay(),
    teams: REPLAY_TEAMS,
    angles: ['SIDELINE', 'ENDZONE'],
    ...overrides,
  };
  const view = (next: FilmReplayProps) => (
    <ThemeProvider theme={theme}>
      <FilmReplay {...next} />
    </ThemeProvider>
  );
  const result = render(view(props));
  return {
    ...result,
    showPlay: (next: Partial<FilmReplayProps>) => result.rerender(view({ ...props, ...next })),
  };
}

function prefersReducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const status = () => screen.getByRole('status');

beforeEach(() => {
  // jsdom has no 2D context (and no layout): the player must work without one.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, ...VIEWPORT }),
  );
});

describe('FilmReplay without a 2D context', () => {
  it('describes the play on the picture and offers the controls', () => {
    prefersReducedMotion(false);
    renderReplay();
    expect(
      screen.getByRole('img', {
        name: /^Replay of the play, Sideline angle\. KC offense against LV defense\. 2nd & 7/,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Replay position' })).toBeTruthy();
    const angles = screen.getByRole('group', { name: 'Camera angle' });
    expect(
      within(angles)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Sideline', 'Endzone']);
    expect(within(angles).getByRole('button', { name: 'Sideline' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const speeds = screen.getByRole('group', { name: 'Playback speed' });
    expect(
      within(speeds)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['0.25×', '0.5×', '1×', '1.5×', '2×']);
    expect(screen.queryByRole('button', { name: 'Previous play' })).toBeNull();
  });

  it('marks the play events on the scrubber', () => {
    prefersReducedMotion(true);
    renderReplay();
    for (const label of ['Snap', 'Pass', 'Catch', 'Tackle']) expect(screen.getByText(label)).toBeTruthy();
  });

  it('starts paused for a user who prefers reduced motion, and announces play and pause', async () => {
    prefersReducedMotion(true);
    const user = userEvent.setup();
    renderReplay();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(status().textContent).toBe('Playing at 1×');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(status().textContent).toMatch(/^Paused at \d+\.\d s/);
  });

  it('steps frame by frame with the buttons and the arrow keys, naming the last event', async () => {
    prefersReducedMotion(true);
    const user = userEvent.setup();
    renderReplay();
    await user.click(screen.getByRole('button', { name: 'Next frame' }));
    expect(status().textContent).toBe('Paused at 0.1 s');
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(status().textContent).toBe('Paused at 0.2 s');
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(status().textContent).toBe('Paused at 0.1 s');
    const slider = screen.getByRole('slider', { name: 'Replay position' });
    fireEvent.change(slider, { target: { value: '2.9' } });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(status().textContent).toBe('Paused at 3.0 s, pass');
    expect(slider.getAttribute('aria-valuetext')).toBe('3.0 s of 6.0 s, pass');
  });

  it('answers the keys: space, angles 1/2/3 as offered, J/K, and ? for the list of keys', async () => {
    prefersReducedMotion(true);
    const onPreviousPlay = vi.fn();
    const onNextPlay = vi.fn();
    renderReplay({ angles: ['SIDELINE', 'ENDZONE', 'ALL_22'], onPreviousPlay, onNextPlay });
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: ' ' });
    fireEvent.keyDown(document.body, { key: '3' });
    expect(screen.getByRole('img', { name: /All-22 angle/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All-22' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'K' });
    expect(onPreviousPlay).toHaveBeenCalledTimes(1);
    expect(onNextPlay).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'f' });

    fireEvent.keyDown(document.body, { key: '?' });
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByRole('rowheader', { name: '3' })).toBeTruthy();
    expect(within(dialog).getByRole('cell', { name: 'All-22 angle' })).toBeTruthy();
  });

  it('starts the next play from its first frame, keeping the angle', () => {
    prefersReducedMotion(true);
    const { showPlay } = renderReplay({ angles: ['SIDELINE', 'ALL_22'] });
    fireEvent.keyDown(document.body, { key: '3' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    const slider = screen.getByRole('slider', { name: 'Replay position' });
    expect(slider.getAttribute('aria-valuetext')).toBe('0.2 s of 6.0 s');
    // The same play again, in new objects (a refetch), with a new highlight list: it goes on.
    showPlay({ tracking: makeReplayTracking(), play: makeReplayPlay(), highlightIds: [QB_ID] });
    expect(slider.getAttribute('aria-valuetext')).toBe('0.2 s of 6.0 s');
    showPlay({
      tracking: makeReplayTracking({ id: '2024090800-2' }),
      play: makeReplayPlay({ id: '2024090800-2' }),
    });
    expect(slider.getAttribute('aria-valuetext')).toBe('0.0 s of 6.0 s');
    expect(screen.getByRole('button', { name: 'All-22' }).getAttribute('aria-pressed')).toBe('true');
    expect(status().textContent).toBe('');
  });

  it('leaves keys typed into a text field alone', () => {
    prefersReducedMotion(true);
    const onNextPlay = vi.fn();
    renderReplay({ onNextPlay });
    const input = document.body.appendChild(document.createElement('input'));
    fireEvent.keyDown(input, { key: 'k' });
    fireEvent.keyDown(input, { key: ' ' });
    expect(onNextPlay).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    input.remove();
  });

  it('lists the players for screen readers, and names the focused one on the picture', () => {
    prefersReducedMotion(true);
    renderReplay({ highlightIds: [QB_ID] });
    const list = screen.getByRole('list', { name: 'Players on the field' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(22);
    expect(items[0]?.textContent).toBe('#11 Marcus Player101, RB, KC offense');
    const quarterback = within(list).getByText('#15 Jalen Player100, QB, KC offense, searched player');
    fireEvent.focus(quarterback);
    expect(screen.getByRole('tooltip').textContent).toBe('#15 J. Player100 (QB, KC)');
    fireEvent.blur(quarterback);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Legend' })).getByText('#15 J. Player100 (QB, KC)'),
    ).toBeTruthy();
  });

  it('names the player under the pointer', () => {
    prefersReducedMotion(true);
    renderReplay();
    const tracking = makeReplayTracking();
    const timeline = buildReplayTimeline(tracking);
    const pose = createReplayPose(timeline);
    const camera = createCamera('SIDELINE', VIEWPORT, Math.round(pose.cameraX * 50) / 50, 'right');
    const receiver = project(camera, pose.playerX[2] ?? 0, pose.playerY[2] ?? 0, 0, createScreenPoint());
    const canvas = screen.getByRole('img');
    fireEvent.pointerMove(canvas, { clientX: receiver.x, clientY: receiver.y });
    expect(screen.getByRole('tooltip').textContent).toBe('#12 D. Player102 (WR, KC)');
    fireEvent.pointerMove(canvas, { clientX: 2, clientY: 2 });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
