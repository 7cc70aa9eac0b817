import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

/** The encodings the server sends text in, best first (every browser the app supports has both). */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];

/** Below this an answer goes out as it is: the framing would eat what compression saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli quality for answers compressed as they are sent: 4 is close to gzip's speed and smaller
 * than its output; 11 (the zlib default) takes tens of times longer. Built assets use 11, once.
 */
export const DYNAMIC_BROTLI_QUALITY = 4;

const brotli = promisify(brotliCompress);
const gzipBuffer = promisify(gzip);

/** The encoding to answer a request's Accept-Encoding with, or null for none (identity). */
export function chooseAnswerEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (acceptEncoding === undefined || acceptEncoding === '') return null;
  return negotiate(acceptEncoding, [...ANSWER_ENCODINGS]);
}

/** The body compressed in that encoding, off the event loop (zlib's thread pool). */
export function encodeAnswer(body: Buffer, encoding: AnswerEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipBuffer(body);
}
