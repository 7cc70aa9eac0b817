export * from './listen-channel.js';
