import { describe, expect, it } from 'vitest';
import { createDeterministicUuid } from './create-deterministic-uuid.js';

const UUID_V4_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createDeterministicUuid', () => {
  it('is stable for the same parts and shaped like an RFC 4122 version-4 UUID', () => {
    const uuid = createDeterministicUuid('seed', 'game', 2024090500);
    expect(uuid).toMatch(UUID_V4_SHAPE);
    expect(createDeterministicUuid('seed', 'game', 2024090500)).toBe(uuid);
  });

  it('differs when any part differs, with no collisions over 20 000 game ids', () => {
    expect(createDeterministicUuid('seed', 'game', 1)).not.toBe(createDeterministicUuid('seed2', 'game', 1));
    const uuids = new Set<string>();
    for (let index = 0; index < 20_000; index += 1)
      uuids.add(createDeterministicUuid('seed', 'game', 2018000000 + index));
    expect(uuids.size).toBe(20_000);
    expect([...uuids].every((uuid) => UUID_V4_SHAPE.test(uuid))).toBe(true);
  });
});
