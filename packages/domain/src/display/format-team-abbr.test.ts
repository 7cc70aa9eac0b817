import { describe, it, expect } from 'vitest';
import { formatTeamAbbr } from './format-team-abbr.js';

describe('formatTeamAbbr', () => {
  it('shows ARI as AZ', () => expect(formatTeamAbbr('ARI')).toBe('AZ'));
  it.each(['KC', 'AZ', 'ATL', 'LA', ''])('leaves %j unchanged', (abbr) =>
    expect(formatTeamAbbr(abbr)).toBe(abbr),
  );
  it('does not match inherited property names', () => expect(formatTeamAbbr('toString')).toBe('toString'));
});
