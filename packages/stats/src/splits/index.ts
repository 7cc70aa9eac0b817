export * from './compute-split-line.js';
