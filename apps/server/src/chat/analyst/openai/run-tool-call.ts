import type {
  ChatCompletionMessageFunctionToolCall,
  ChatCompletionToolMessageParam,
} from 'openai/resources/chat/completions';
import { z } from 'zod';
import type { AnalystContext, AnalystTool, ToolCallRecord } from '../analyst-tool.js';
import { AnalystToolError } from '../analyst-tool-error.js';

/** The tool message answering one call, and the record of the call when a tool ran. */
export interface ToolCallOutcome {
  readonly message: ChatCompletionToolMessageParam;
  readonly record: ToolCallRecord | null;
}

/**
 * Runs one tool call of the model. A call the engine cannot run (unknown tool, arguments that
 * are not JSON or do not fit the tool's schema) is answered with an error the model can read and
 * correct, and so is a question the tool cannot answer as asked (AnalystToolError: no player or
 * team by that name), so the model can ask the user; any other failure of a tool throws, as any
 * other failure of the reply.
 */
export async function runToolCall(
  call: ChatCompletionMessageFunctionToolCall,
  toolsByName: ReadonlyMap<string, AnalystTool>,
  context: AnalystContext,
): Promise<ToolCallOutcome> {
  const answer = (content: unknown, record: ToolCallRecord | null = null): ToolCallOutcome => ({
    message: { role: 'tool', tool_call_id: call.id, content: JSON.stringify(content) },
    record,
  });
  const tool = toolsByName.get(call.function.name);
  if (!tool) {
    return answer({
      error: `There is no tool named "${call.function.name}". The tools are: ${[...toolsByName.keys()].join(', ')}.`,
    });
  }
  let json: unknown;
  try {
    // Models send "" for a call without arguments.
    json = JSON.parse(call.function.arguments.trim() || '{}');
  } catch {
    return answer({ error: `The arguments are not valid JSON: ${call.function.arguments}` });
  }
  const parsed = tool.parameters.safeParse(json);
  if (!parsed.success) {
    return answer({ error: `Invalid arguments for ${tool.name}:\n${z.prettifyError(parsed.error)}` });
  }
  try {
    const result = await tool.run(parsed.data, context);
    return answer(result, { name: tool.name, args: parsed.data, result });
  } catch (error) {
    if (error instanceof AnalystToolError) return answer({ error: error.message });
    throw error;
  }
}
