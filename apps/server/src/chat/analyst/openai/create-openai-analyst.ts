import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ChatAssistant, ChatReplyInput } from '../../chat-assistant.js';
import type { AnalystContext, AnalystTool, OnToolCall } from '../analyst-tool.js';
import { ANALYST_SYSTEM_PROMPT, TOO_MANY_TOOL_ROUNDS_TEXT } from './analyst-system-prompt.js';
import { runToolCall } from './run-tool-call.js';
import { streamModelTurn } from './stream-model-turn.js';
import { toOpenAiTools } from './to-openai-tools.js';

export interface OpenAiAnalystOptions {
  /** The endpoint's base URL, up to /v1 (the SDK adds /chat/completions). */
  readonly baseUrl: string;
  /** Unset for local servers that take no key. */
  readonly apiKey?: string | undefined;
  readonly model: string;
  readonly tools: readonly AnalystTool[];
  /** Who asks and what the tools read with; loaded once per reply, at its first tool call. */
  readonly loadContext: (input: ChatReplyInput) => Promise<AnalystContext>;
  readonly onToolCall?: OnToolCall;
  /** How long the endpoint may stay silent, before answering or between pieces (30 s). */
  readonly timeoutMs?: number;
  /** Rounds of tool calls one reply may make before the engine stops it (5). */
  readonly maxToolRounds?: number;
}

const DEFAULT_LLM_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_TOOL_ROUNDS = 5;

/**
 * The Fantasy AI over any OpenAI-compatible endpoint (issue 18 §2): a streamed chat completion
 * with the analyst tools offered as functions, looping while the model asks for tools. Text
 * is passed on as it arrives; any failure of the endpoint throws (an OpenAiAnalystError), so the
 * chat service shows its generic text and logs the reason.
 */
export function createOpenAiAnalyst(options: OpenAiAnalystOptions): ChatAssistant {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    // The SDK refuses to start without a key; local servers ignore the placeholder.
    apiKey: options.apiKey ?? 'no-key',
    organization: null,
    project: null,
    // One retry of a refused connection, a 429 or a 5xx before anything streamed; the silence
    // timer in streamModelTurn bounds the whole wait, retries included.
    maxRetries: 1,
    // The SDK would print to the console; failures reach the service's log as thrown errors.
    logLevel: 'off',
  });
  const tools = toOpenAiTools(options.tools);
  const toolsByName = new Map(options.tools.map((tool) => [tool.name, tool]));
  const maxToolRounds = options.maxToolRounds ?? DEFAULT_MAX_TOOL_ROUNDS;
  const turnOptions = {
    client,
    apiKey: options.apiKey,
    timeoutMs: options.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS,
  };

  return {
    async *reply(input) {
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: ANALYST_SYSTEM_PROMPT },
        ...input.history.map(({ role, content }) => ({ role, content })),
        { role: 'user', content: input.message },
      ];
      let context: AnalystContext | undefined;
      for (let round = 0; ; round += 1) {
        const turn = yield* streamModelTurn(
          { model: options.model, messages, ...(tools.length > 0 ? { tools } : {}) },
          { ...turnOptions, signal: input.signal },
        );
        if (turn.toolCalls.length === 0) return;
        if (round === maxToolRounds) {
          yield TOO_MANY_TOOL_ROUNDS_TEXT;
          return;
        }
        messages.push({ role: 'assistant', content: turn.content || null, tool_calls: turn.toolCalls });
        context ??= await options.loadContext(input);
        for (const call of turn.toolCalls) {
          const outcome = await runToolCall(call, toolsByName, context);
          if (outcome.record) options.onToolCall?.(outcome.record);
          messages.push(outcome.message);
        }
      }
    },
  };
}
