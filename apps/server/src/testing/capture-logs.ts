import { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';

export interface LogCapture {
  /** Logger options for buildApp/buildTestApp: pino writes its JSON lines here. */
  logger: FastifyServerOptions['logger'];
  /** Everything logged so far, as pino's raw JSON lines joined. */
  text(): string;
}

/** A real pino logger whose lines the test can read (what an operator's log would hold). */
export function captureLogs(level = 'info'): LogCapture {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { logger: { level, stream }, text: () => chunks.join('') };
}
