/**
 * Many callers' small statements as one: group commit for writes, batched loading for reads. Each
 * `submit` joins the next batch; one batch runs at a time, and whatever is submitted while it runs
 * goes into the batch after it. A lone item waits only for the end of its event-loop turn; under
 * load, a few hundred items cost a few statements instead of a few hundred (bench:chat: on PGlite
 * every statement waits its turn on one thread, and most of its cost is the statement, not the
 * rows).
 *
 * A failing batch is run again item by item, so one bad item (a session deleted meanwhile) fails
 * only its own caller.
 */
export interface StatementBatcher<TItem, TResult> {
  submit(item: TItem): Promise<TResult>;
}

export interface StatementBatcherOptions<TItem, TResult> {
  /** Runs the items as one statement and returns one result per item, in their order. */
  run(items: readonly TItem[]): Promise<readonly TResult[]>;
  /** The most items one statement carries (bounds a statement's size). */
  maxBatchSize: number;
}

interface Pending<TItem, TResult> {
  item: TItem;
  resolve(result: TResult): void;
  reject(error: unknown): void;
}

export function createStatementBatcher<TItem, TResult>(
  options: StatementBatcherOptions<TItem, TResult>,
): StatementBatcher<TItem, TResult> {
  let waiting: Pending<TItem, TResult>[] = [];
  let isWriting = false;
  let isScheduled = false;

  async function runBatch(batch: readonly Pending<TItem, TResult>[]): Promise<void> {
    try {
      const results = await options.run(batch.map((pending) => pending.item));
      if (results.length !== batch.length)
        throw new Error(`a batch of ${batch.length} items returned ${results.length} results`);
      batch.forEach((pending, index) => pending.resolve(results[index] as TResult));
    } catch (error) {
      if (batch.length === 1) return batch[0]?.reject(error);
      for (const pending of batch) await runBatch([pending]);
    }
  }

  async function drain(): Promise<void> {
    isScheduled = false;
    isWriting = true;
    try {
      while (waiting.length > 0) {
        const batch = waiting.slice(0, options.maxBatchSize);
        waiting = waiting.slice(batch.length);
        await runBatch(batch);
      }
    } finally {
      isWriting = false;
    }
  }

  return {
    submit(item) {
      return new Promise<TResult>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (isWriting || isScheduled) return;
        isScheduled = true;
        // The rest of this turn's items (a wave of sockets' frames) join the same batch.
        setImmediate(() => void drain());
      });
    },
  };
}

/**
 * A batcher for each owner of the statements (a database), made on first use and dropped with
 * the owner: for module-level readers that are handed the database with each call.
 */
export function createBatcherPerOwner<TOwner extends object, TItem, TResult>(options: {
  run(owner: TOwner, items: readonly TItem[]): Promise<readonly TResult[]>;
  maxBatchSize: number;
}): (owner: TOwner, item: TItem) => Promise<TResult> {
  const batchers = new WeakMap<TOwner, StatementBatcher<TItem, TResult>>();
  return (owner, item) => {
    let batcher = batchers.get(owner);
    if (!batcher) {
      batcher = createStatementBatcher({
        run: (items) => options.run(owner, items),
        maxBatchSize: options.maxBatchSize,
      });
      batchers.set(owner, batcher);
    }
    return batcher.submit(item);
  };
}
