import { describe, expect, it } from 'vitest';
import { routeHref, routePaths } from './paths';

describe('route table', () => {
  it('maps route names to paths', () => {
    expect(routePaths.home).toBe('/');
    expect(routeHref('home')).toBe('/');
    expect(routeHref('health')).toBe('/health');
  });
});
