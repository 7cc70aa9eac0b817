import { get, type ClientRequest, type IncomingMessage } from 'node:http';
import { type LiveEvent, liveEventSchema } from '@all22/contracts';

/** A live event as the test read it, with the moment its bytes arrived (Date.now()). */
export type ReceivedLiveEvent = LiveEvent & { readonly receivedAt: number };

export interface LiveEventReader {
  /** The next event, or null when none came within `timeoutMs` or the stream ended. */
  next(timeoutMs: number): Promise<ReceivedLiveEvent | null>;
  /** Closes the connection (the socket itself, so the server sees the client leave). */
  close(): void;
}

/**
 * A small reader of GET /api/live (server-sent events): blocks separated by a blank line, their
 * `data:` lines parsed with the contracts' schema. Without a Last-Event-ID the server replays
 * nothing, so only events from now on arrive.
 *
 * It uses node:http on a connection of its own rather than fetch: aborting a fetch whose body is
 * being read left the socket open, and the server then waited on that stream when stopping.
 */
export async function openLiveEvents(baseUrl: string): Promise<LiveEventReader> {
  let request: ClientRequest | undefined;
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    request = get(`${baseUrl}/api/live`, { agent: false, headers: { Accept: 'text/event-stream' } }, resolve);
    request.once('error', reject);
  });
  if (response.statusCode !== 200) {
    request?.destroy();
    throw new Error(`/api/live answered ${response.statusCode}`);
  }

  const queue: ReceivedLiveEvent[] = [];
  let buffer = '';
  let isEnded = false;
  /** Wakes a waiting next() when events arrive or the stream ends. */
  let wake: (() => void) | null = null;

  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    const receivedAt = Date.now();
    buffer += chunk.replaceAll('\r\n', '\n');
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const event = parseBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (event) queue.push({ ...event, receivedAt });
    }
    wake?.();
  });
  const onEnd = () => {
    isEnded = true;
    wake?.();
  };
  response.once('end', onEnd);
  response.once('close', onEnd);
  response.once('error', onEnd);

  return {
    async next(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const queued = queue.shift();
        if (queued) return queued;
        const remaining = deadline - Date.now();
        if (isEnded || remaining <= 0) return null;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, remaining);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    },
    close() {
      request?.destroy();
      response.destroy();
    },
  };
}

/** One SSE block's event; null for comments, `retry:`/`id:`-only blocks and unknown shapes. */
function parseBlock(block: string): LiveEvent | null {
  const data = block
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice('data:'.length).replace(/^ /, ''))
    .join('\n');
  if (data === '') return null;
  try {
    const parsed = liveEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
