export * from './create-random.js';
export * from './create-deterministic-uuid.js';
export { hashStringTo128 } from './hash-string.js';
