export * from './play-record.js';
export * from './create-blank-play-record.js';
export * from './alignment-entries.js';
