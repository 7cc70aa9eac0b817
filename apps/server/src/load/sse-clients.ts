/** A client of GET /api/live that keeps the ids of the events it received. */
export interface SseClient {
  readonly ids: number[];
  /** Events named `resync` received. */
  resyncs: number;
  /** Set when the stream failed or ended before close(). */
  error: string | null;
  close(): void;
}

/** Opens GET /api/live and reads it until close(), parsing `id:` and `event:` lines of each event. */
export async function openSseClient(baseUrl: string): Promise<SseClient> {
  const abort = new AbortController();
  const client: SseClient = { ids: [], resyncs: 0, error: null, close: () => abort.abort() };
  const response = await fetch(`${baseUrl}/api/live`, { signal: abort.signal });
  if (!response.ok || !response.body) throw new Error(`GET /api/live answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let text = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          client.error = 'the stream ended';
          return;
        }
        text += value;
        for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          if (event === 'resync') client.resyncs += 1;
          else if (event !== undefined && id !== undefined) client.ids.push(Number(id));
        }
      }
    } catch (error) {
      if (!abort.signal.aborted) client.error = error instanceof Error ? error.message : String(error);
    }
  })();
  return client;
}
