import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor give up after 1 s by default: too short for a lazy route on a busy CI machine
// (seen past 5 s on two cores beside other work); a case still has 15 s in all.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not implement scrolling; React Router's <ScrollRestoration> calls it on navigation.
window.scrollTo = () => {};

// The web project runs without Vitest globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.title = '';
});
