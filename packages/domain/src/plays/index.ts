export * from './play-record.js';
