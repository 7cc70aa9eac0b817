/**
 * Joins the pieces an assistant yields within one turn of the event loop into one chunk frame.
 * A model's tokens arrive over the network turn by turn and still go out one by one; the embedded
 * analyst's blocks, composed at once, go out as one frame instead of eight (each frame is a write
 * to the socket: bench:chat found those writes the service's largest cost under load).
 */
export interface ChunkBatcher {
  add(piece: string): void;
  /** Sends what is held now (before `complete`). */
  flush(): void;
  /** Drops what is held (the reply was cut short). */
  discard(): void;
}

export function createChunkBatcher(send: (data: string) => void): ChunkBatcher {
  let held = '';
  let scheduled: NodeJS.Immediate | null = null;
  const flush = () => {
    if (scheduled !== null) clearImmediate(scheduled);
    scheduled = null;
    if (held === '') return;
    const data = held;
    held = '';
    send(data);
  };
  return {
    add(piece) {
      held += piece;
      scheduled ??= setImmediate(flush);
    },
    flush,
    discard() {
      if (scheduled !== null) clearImmediate(scheduled);
      scheduled = null;
      held = '';
    },
  };
}
