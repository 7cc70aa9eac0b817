/**
 * The league load's progress on the terminal: on a TTY a single line rewritten in place
 * ("Loading the league: 42% (2021 REG week 7), about 1 min 20 s left"); anywhere else (a log
 * collector, a pipe) a structured log line every few seconds or every 10%. Never more than one a
 * second either way (feed-load-progress.ts decides when).
 */
import {
  formatTimeLeft,
  shouldReportProgress,
  type LoadProgress,
  type ProgressCadence,
} from './feed-load-progress.js';

export interface ProgressPrinterOptions {
  /** Rewrite one line (a terminal) rather than log. */
  isTTY: boolean;
  /** Writes to the terminal (process.stdout.write). */
  write: (text: string) => void;
  /** Logs a structured line (the app logger's info). */
  log: (
    fields: { percent: number; etaSeconds: number | null; week: string | null } | Record<string, never>,
    message: string,
  ) => void;
  nowMs?: () => number;
  cadence?: ProgressCadence;
}

export interface ProgressPrinter {
  /** The feed's onLoadProgress. */
  update(progress: LoadProgress): void;
  /** Prints a line of its own (e.g. "2019 season written") without garbling the progress line. */
  print(line: string): void;
  /** Ends the progress line (a load that failed part-way); the next update starts afresh. */
  end(): void;
}

/** The progress line's text, without the line control. */
export function formatLoadProgress(progress: LoadProgress): string {
  const week = progress.week ? ` (${progress.week})` : '';
  const left =
    progress.percent >= 100
      ? ', finishing'
      : progress.etaSeconds === null
        ? ''
        : `, ${formatTimeLeft(progress.etaSeconds)}`;
  return `Loading the league: ${progress.percent}%${week}${left}`;
}

/** Carriage return and "erase the line": the next text replaces the progress line. */
const CLEAR_LINE = '\r\u001b[2K';

export function createProgressPrinter(options: ProgressPrinterOptions): ProgressPrinter {
  const nowMs = options.nowMs ?? Date.now;
  let last: { atMs: number; percent: number } | null = null;
  /** The text of the line shown now (TTY), to redraw it under a printed line. */
  let shown: string | null = null;

  const end = () => {
    if (shown !== null) options.write('\n');
    shown = null;
    last = null;
  };

  return {
    update(progress) {
      // A new load (a retried catch-up) starts afresh.
      if (progress.done === 0) end();
      const now = nowMs();
      if (!shouldReportProgress(last, progress.percent, now, options.isTTY, options.cadence)) return;
      last = { atMs: now, percent: progress.percent };
      if (!options.isTTY) {
        options.log(
          { percent: progress.percent, etaSeconds: progress.etaSeconds, week: progress.week },
          'loading the league',
        );
        return;
      }
      shown = `  ${formatLoadProgress(progress)}`;
      options.write(`${CLEAR_LINE}${shown}`);
      // The last report ends the line, so whatever is printed next starts on its own.
      if (progress.percent >= 100) {
        options.write('\n');
        shown = null;
      }
    },
    print(line) {
      // Off a terminal every line is a structured log line, like the rest of the output.
      if (!options.isTTY) {
        options.log({}, line.trim());
        return;
      }
      if (shown === null) {
        options.write(`${line}\n`);
        return;
      }
      options.write(`${CLEAR_LINE}${line}\n${shown}`);
    },
    end,
  };
}
