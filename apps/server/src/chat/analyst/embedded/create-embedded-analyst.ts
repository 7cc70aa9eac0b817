import type { Database } from '@all22/db';
import type { ChatAssistant } from '../../chat-assistant.js';
import type { AnalystTool, OnToolCall } from '../analyst-tool.js';
import { loadAnalystContext } from '../load-analyst-context.js';
import { analystTools } from '../tools/index.js';
import { answerQuestion } from './answer-question.js';
import { createToolRunner } from './tool-runner.js';

export interface EmbeddedAnalystOptions {
  readonly database: Database;
  /** The league clock. */
  readonly now: () => number;
  /** The tools it calls by name (all of them by default). */
  readonly tools?: readonly AnalystTool[];
  /** Hears every tool call (the grounding test; the log). */
  readonly onToolCall?: OnToolCall;
}

/**
 * The default analyst: no network and no model. It reads the question's intent and names with
 * the domain's rules, calls the same tools a model engine would, and composes the answer from
 * their results, streaming it block by block (verdict, reasons, table, links).
 */
export function createEmbeddedAnalyst(options: EmbeddedAnalystOptions): ChatAssistant {
  const tools = options.tools ?? analystTools;
  return {
    async *reply(input) {
      const context = await loadAnalystContext(options, input);
      const runner = createToolRunner(tools, context, options.onToolCall);
      let isFirst = true;
      try {
        for await (const blocks of answerQuestion(options.database, runner, input)) {
          for (const block of blocks) {
            if (input.signal.aborted) return;
            yield isFirst ? block : `\n\n${block}`;
            isFirst = false;
          }
        }
      } catch (error) {
        // A closed socket stops the tool calls (the runner throws the abort): nothing to report.
        if (input.signal.aborted) return;
        throw error;
      }
    },
  };
}
