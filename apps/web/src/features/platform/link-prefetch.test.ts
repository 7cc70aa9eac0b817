import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HOVER_INTENT_DELAY_MS,
  type LinkPrefetchOptions,
  type NetworkConnection,
  installLinkPrefetch,
  isPrefetchAllowed,
} from './link-prefetch';

const loaders = {
  home: vi.fn(async () => ({})),
  section: vi.fn(async () => ({})),
  team: vi.fn(async () => ({})),
  scores: vi.fn(async () => ({})),
};

const routes = [
  { path: '/', page: loaders.home },
  { path: '/teams', page: loaders.section },
  { path: '/players', page: loaders.section },
  { path: '/teams/team/:teamId', page: loaders.team },
  { path: '/games/scores/:season?/:seasonType?/:week?', page: loaders.scores },
];

function addLink(href: string, text = href): HTMLAnchorElement {
  const link = document.createElement('a');
  link.setAttribute('href', href);
  const label = document.createElement('span');
  label.textContent = text;
  link.append(label);
  document.body.append(link);
  return link;
}

const hover = (element: Element) => element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
const leave = (element: Element, to: Element | null = document.body) =>
  element.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: to }));
const focus = (element: Element) => element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
const touch = (element: Element) => element.dispatchEvent(new Event('touchstart', { bubbles: true }));

describe('link prefetch', () => {
  let uninstall: () => void = () => undefined;
  let connection: NetworkConnection | undefined;

  const install = (options: LinkPrefetchOptions = {}) => {
    uninstall = installLinkPrefetch(routes, { getConnection: () => connection, ...options });
  };

  beforeEach(() => {
    vi.useFakeTimers();
    connection = undefined;
    for (const loader of Object.values(loaders)) loader.mockClear();
  });

  afterEach(() => {
    uninstall();
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it('loads the page of a link the pointer rests on, matched through the route table', () => {
    install();
    const link = addLink('/teams/team/3800?tab=roster');
    hover(link.firstElementChild as Element);
    expect(loaders.team).not.toHaveBeenCalled();
    vi.advanceTimersByTime(HOVER_INTENT_DELAY_MS);
    expect(loaders.team).toHaveBeenCalledOnce();
  });

  it('ignores a pointer that only passes over a link', () => {
    install();
    const link = addLink('/teams');
    hover(link);
    leave(link);
    vi.advanceTimersByTime(HOVER_INTENT_DELAY_MS);
    expect(loaders.section).not.toHaveBeenCalled();
  });

  it('keeps the hover when the pointer moves inside the link', () => {
    install();
    const link = addLink('/teams');
    hover(link);
    leave(link, link.firstElementChild);
    hover(link.firstElementChild as Element);
    vi.advanceTimersByTime(HOVER_INTENT_DELAY_MS);
    expect(loaders.section).toHaveBeenCalledOnce();
  });

  it('loads at once on focus and on touch, with optional path segments', () => {
    install();
    focus(addLink('/games/scores/2024/REG/5'));
    expect(loaders.scores).toHaveBeenCalledOnce();
    touch(addLink('/'));
    expect(loaders.home).toHaveBeenCalledOnce();
  });

  it('loads a page module once, however many links lead to it', () => {
    install();
    focus(addLink('/teams'));
    focus(addLink('/players'));
    focus(addLink('/teams'));
    expect(loaders.section).toHaveBeenCalledOnce();
  });

  it('ignores unknown paths, other sites and elements outside links', () => {
    install();
    focus(addLink('/no/such/page'));
    focus(addLink('//example.com/teams'));
    const outside = document.createElement('button');
    document.body.append(outside);
    focus(outside);
    for (const loader of Object.values(loaders)) expect(loader).not.toHaveBeenCalled();
  });

  it.each([{ saveData: true }, { effectiveType: 'slow-2g' }, { effectiveType: '2g' }])(
    'does not prefetch when the connection is %o',
    (slow) => {
      connection = slow;
      install();
      focus(addLink('/teams'));
      expect(loaders.section).not.toHaveBeenCalled();
    },
  );

  it('prefetches on fast connections and where the browser does not say', () => {
    expect(isPrefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(isPrefetchAllowed({ effectiveType: '3g' })).toBe(true);
    expect(isPrefetchAllowed(undefined)).toBe(true);
  });

  it('swallows a failed load', async () => {
    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    uninstall = installLinkPrefetch([{ path: '/tools', page: failing }]);
    focus(addLink('/tools'));
    await vi.advanceTimersByTimeAsync(0);
    expect(failing).toHaveBeenCalledOnce();
  });

  it('stops listening once uninstalled, dropping a pending hover', () => {
    install();
    const link = addLink('/teams');
    hover(link);
    uninstall();
    vi.advanceTimersByTime(HOVER_INTENT_DELAY_MS);
    focus(link);
    expect(loaders.section).not.toHaveBeenCalled();
  });
});
