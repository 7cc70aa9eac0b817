import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from './env.js';

const EXAMPLE = path.join(import.meta.dirname, '..', '..', '..', '..', '.env.example');

describe('.env.example', () => {
  it('lists every variable the server reads, and no other', () => {
    const listed = [...readFileSync(EXAMPLE, 'utf8').matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map(
      (match) => match[1],
    );
    expect([...listed].sort()).toEqual(Object.keys(envSchema.shape).sort());
  });
});
