export * from './franchises.js';
