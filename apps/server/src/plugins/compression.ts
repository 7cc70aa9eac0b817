import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  ANSWER_ENCODINGS,
  COMPRESS_THRESHOLD_BYTES,
  DYNAMIC_BROTLI_QUALITY,
} from '../compression/answer-encoding.js';

/**
 * Every text answer of at least COMPRESS_THRESHOLD_BYTES goes out compressed when the client
 * accepts it (br, else gzip): API JSON, the app's page, the identity pages, the API docs. Not
 * server-sent events (the live feed takes its socket over, and text/event-stream is never
 * compressed, so each event arrives when it is written), not WebSockets. Answers that arrive
 * compressed already pass untouched: the built assets (pre-compressed at build, served by the
 * SPA plugin) and the response cache's kept answers (it keeps each encoding it has sent).
 *
 * Registered before any route: @fastify/compress hooks each route as it is added.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      encodings: [...ANSWER_ENCODINGS],
      threshold: COMPRESS_THRESHOLD_BYTES,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
    });
  },
  { name: 'compression' },
);
