/** What a run of requests gave: counts by status class and the latencies of the answered ones. */
export interface DriveReport {
  sent: number;
  byStatus: Record<string, number>;
  /** Network failures (no answer at all), by message. */
  failures: Record<string, number>;
  latenciesMs: number[];
}

/** The `q` quantile (0–1) of `values`, nearest rank; NaN when empty. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/**
 * Sends GETs of `urls` in turn at `perSecond` for `seconds` (open loop: a slow answer does not
 * slow the schedule, as real clients do not wait for each other), and waits for every answer.
 */
export async function driveRequests(
  urls: readonly string[],
  {
    perSecond,
    seconds,
    timeoutMs = 10_000,
    headers = {},
  }: { perSecond: number; seconds: number; timeoutMs?: number; headers?: Record<string, string> },
): Promise<DriveReport> {
  const report: DriveReport = { sent: 0, byStatus: {}, failures: {}, latenciesMs: [] };
  const pending: Promise<void>[] = [];
  const started = performance.now();
  const total = Math.round(perSecond * seconds);
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const url = urls[index % urls.length]!;
    const sentAt = performance.now();
    report.sent += 1;
    pending.push(
      fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) }).then(
        async (response) => {
          await response.arrayBuffer();
          const status = String(response.status);
          report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
          report.latenciesMs.push(performance.now() - sentAt);
        },
        (error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          report.failures[message] = (report.failures[message] ?? 0) + 1;
        },
      ),
    );
  }
  await Promise.all(pending);
  return report;
}
