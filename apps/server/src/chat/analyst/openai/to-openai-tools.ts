import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';
import { z } from 'zod';
import type { AnalystTool } from '../analyst-tool.js';

/**
 * Each analyst tool as a function the model may call: its parameters as JSON schema, as the
 * arguments are read (`io: 'input'`, so defaulted fields are optional for the model).
 */
export function toOpenAiTools(tools: readonly AnalystTool[]): ChatCompletionFunctionTool[] {
  return tools.map((tool) => {
    // `$schema` is noise to a model (and some servers' schema checks refuse unknown keywords).
    const { $schema: _dialect, ...parameters } = z.toJSONSchema(tool.parameters, { io: 'input' });
    return { type: 'function', function: { name: tool.name, description: tool.description, parameters } };
  });
}
