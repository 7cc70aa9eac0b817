import { afterEach, describe, expect, it } from 'vitest';
import { currentWeek } from '../testing/schedule-fixtures';
import { testAppConfig } from '../testing/fixtures';
import { TEST_TEAMS } from '../testing/test-teams';
import { readStartData, START_DATA_ELEMENT_ID } from './read-start-data';

function writeStartData(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = START_DATA_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => document.getElementById(START_DATA_ELEMENT_ID)?.remove());

describe('readStartData', () => {
  it('reads the configuration, the teams and the current week the server put in the page', () => {
    writeStartData(
      JSON.stringify({ config: testAppConfig, teams: { teams: TEST_TEAMS }, currentSchedule: currentWeek }),
    );
    expect(readStartData(document)).toEqual({
      config: testAppConfig,
      teams: { teams: TEST_TEAMS },
      currentSchedule: currentWeek,
    });
  });

  it('leaves out (null) a part that is missing or not what the API answers', () => {
    writeStartData(JSON.stringify({ config: testAppConfig, teams: null, currentSchedule: { week: 'x' } }));
    expect(readStartData(document)).toEqual({ config: testAppConfig, teams: null, currentSchedule: null });
  });

  it('has nothing without the block, or with a block that is not JSON', () => {
    const none = { config: null, teams: null, currentSchedule: null };
    expect(readStartData(document)).toEqual(none);
    writeStartData('{"config":');
    expect(readStartData(document)).toEqual(none);
  });
});
