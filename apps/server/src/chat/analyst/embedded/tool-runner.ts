import type { AnalystContext, AnalystTool, OnToolCall } from '../analyst-tool.js';

/** Calls tools by name for one answer, as the model engine would, and reports each call. */
export interface ToolRunner {
  run<Result>(name: string, args: Record<string, unknown>): Promise<Result>;
}

/**
 * Arguments are parsed with the tool's schema (defaults filled in) exactly as a model's would be,
 * and an aborted reply stops before the next call.
 */
export function createToolRunner(
  tools: readonly AnalystTool[],
  context: AnalystContext,
  onToolCall: OnToolCall | undefined,
): ToolRunner {
  return {
    async run<Result>(name: string, args: Record<string, unknown>): Promise<Result> {
      context.signal.throwIfAborted();
      const tool = tools.find((candidate) => candidate.name === name);
      if (!tool) throw new Error(`The analyst has no tool ${name}`);
      const parsed = tool.parameters.parse(args);
      const result = (await tool.run(parsed, context)) as Result;
      onToolCall?.({ name, args: parsed, result });
      return result;
    },
  };
}
