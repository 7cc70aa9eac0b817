import type { Database } from '@all22/db';
import type { z } from 'zod';

/** Who asks, and what the tools read with. */
export interface AnalystContext {
  readonly database: Database;
  /** The token subject, lower-cased (or 'local' with AUTH_ENABLED=false). */
  readonly userId: string;
  /** The account's scoring (Settings), 0 when the account has none: fantasy points follow it. */
  readonly pointsPerReception: 0 | 0.5 | 1;
  /** The league clock's "now" (ms): the current season and week are read at it. */
  readonly now: number;
  readonly signal: AbortSignal;
  /**
   * A part of a result worth sharing between calls (the season, one player's comparison line):
   * kept with the tools' cached results while the league stands still, so `compute` runs once
   * for all the calls that need it; computed every time where nothing is cached. `key` names
   * everything the value depends on but the scoring, which every key includes.
   */
  remember<Value>(key: string, compute: () => Promise<Value>): Promise<Value>;
}

/** What a reader of the league needs: the database, and `remember` for the parts many calls share. */
export type AnalystReads = Pick<AnalystContext, 'database' | 'remember'>;

/** `remember` where nothing is kept: every call computes. */
export function computeEveryTime<Value>(_key: string, compute: () => Promise<Value>): Promise<Value> {
  return compute();
}

/**
 * One tool over the league's numbers, shared by both engines: the embedded analyst calls `run`
 * directly, the OpenAI-compatible engine offers it to the model as a function (`parameters` as
 * its JSON schema) and calls `run` with the model's arguments after parsing them with the schema.
 * Results are plain JSON (figures already rounded as they should be shown): every number an
 * answer states must come from a tool result (the grounding test).
 */
export interface AnalystTool<Parameters extends z.ZodObject = z.ZodObject, Result = unknown> {
  /** snake_case, as a model calls it: "get_player_usage". */
  readonly name: string;
  /** What it answers, for the model. */
  readonly description: string;
  readonly parameters: Parameters;
  run(args: z.infer<Parameters>, context: AnalystContext): Promise<Result>;
}

/** One call an engine made while composing an answer (tests read them; the log counts them). */
export interface ToolCallRecord {
  readonly name: string;
  readonly args: unknown;
  readonly result: unknown;
}

/** Both engines' factories take this hook; the grounding test collects the calls of each answer. */
export type OnToolCall = (record: ToolCallRecord) => void;
