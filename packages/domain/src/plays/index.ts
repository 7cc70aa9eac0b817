export * from './play-record.js';
export * from './create-neutral-play-record.js';
export * from './alignment-entries.js';
