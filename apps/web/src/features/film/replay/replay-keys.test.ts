import { describe, expect, it } from 'vitest';
import { describeReplayKeys, isKeyForTarget, keyToAction } from './replay-keys';

const press = (
  key: string,
  modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});
const ALL = ['SIDELINE', 'ENDZONE', 'ALL_22'] as const;

describe('keyToAction', () => {
  it('maps the player keys', () => {
    expect(keyToAction(press(' '), ALL)).toEqual({ type: 'toggle-play' });
    expect(keyToAction(press('ArrowLeft'), ALL)).toEqual({ type: 'step', direction: -1 });
    expect(keyToAction(press('ArrowRight'), ALL)).toEqual({ type: 'step', direction: 1 });
    expect(keyToAction(press('j'), ALL)).toEqual({ type: 'previous-play' });
    expect(keyToAction(press('K'), ALL)).toEqual({ type: 'next-play' });
    expect(keyToAction(press('f'), ALL)).toEqual({ type: 'fullscreen' });
    expect(keyToAction(press('?'), ALL)).toEqual({ type: 'show-keys' });
  });

  it('picks angles 1/2/3 in catalogue order, only those offered', () => {
    expect(keyToAction(press('1'), ALL)).toEqual({ type: 'angle', angle: 'SIDELINE' });
    expect(keyToAction(press('3'), ALL)).toEqual({ type: 'angle', angle: 'ALL_22' });
    expect(keyToAction(press('3'), ['SIDELINE', 'ENDZONE'])).toBeNull();
    expect(keyToAction(press('4'), ALL)).toBeNull();
  });

  it('leaves keys with Ctrl, Cmd or Alt to the browser', () => {
    expect(keyToAction(press('f', { ctrlKey: true }), ALL)).toBeNull();
    expect(keyToAction(press('k', { metaKey: true }), ALL)).toBeNull();
  });
});

describe('isKeyForTarget', () => {
  const make = (html: string) => {
    document.body.innerHTML = html;
    return document.body.querySelector('[data-target]');
  };

  it('leaves every key to a text field', () => {
    expect(isKeyForTarget(make('<input data-target type="text">'), { type: 'next-play' })).toBe(true);
    expect(isKeyForTarget(make('<textarea data-target></textarea>'), { type: 'fullscreen' })).toBe(true);
  });

  it('leaves Space and the arrows to a control, not the letters', () => {
    const button = make('<button data-target>Play</button>');
    expect(isKeyForTarget(button, { type: 'toggle-play' })).toBe(true);
    expect(isKeyForTarget(button, { type: 'next-play' })).toBe(false);
    const slider = make('<input data-target type="range">');
    expect(isKeyForTarget(slider, { type: 'step', direction: 1 })).toBe(true);
    expect(isKeyForTarget(slider, { type: 'fullscreen' })).toBe(false);
  });

  it('takes every key on the page itself, and none inside a dialog', () => {
    expect(isKeyForTarget(document.body, { type: 'toggle-play' })).toBe(false);
    expect(
      isKeyForTarget(make('<div role="dialog"><p data-target tabindex="0">x</p></div>'), {
        type: 'show-keys',
      }),
    ).toBe(true);
  });
});

describe('describeReplayKeys', () => {
  it('lists the offered angles and the play navigation that exists', () => {
    const rows = describeReplayKeys(['SIDELINE', 'ALL_22'], { previous: false, next: true });
    expect(rows.map((row) => row.keys)).toEqual(['Space', '← / →', 'K', '1', '3', 'F', '?']);
    expect(rows.find((row) => row.keys === '3')?.action).toBe('All-22 angle');
  });
});
