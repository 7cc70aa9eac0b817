import { describe, expect, it } from 'vitest';
import { describeValidationError } from './error-handler.js';

describe('describeValidationError', () => {
  it('names the query parameter', () => {
    expect(
      describeValidationError([{ instancePath: '/week', message: 'expected number' }], 'querystring'),
    ).toBe("Invalid query parameter 'week': expected number");
  });

  it('joins nested paths with dots and several issues with semicolons', () => {
    expect(
      describeValidationError(
        [
          { instancePath: '/data/display/pointsPerReception', message: 'must be 0, 0.5 or 1' },
          { instancePath: '', message: 'unexpected field' },
        ],
        'body',
      ),
    ).toBe(
      "Invalid body field 'data.display.pointsPerReception': must be 0, 0.5 or 1; Invalid body field: unexpected field",
    );
  });
});
