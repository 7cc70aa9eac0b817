import type OpenAI from 'openai';
import type {
  ChatCompletionChunk,
  ChatCompletionCreateParamsStreaming,
  ChatCompletionMessageFunctionToolCall,
} from 'openai/resources/chat/completions';
import { OpenAiAnalystError, toOpenAiAnalystError } from './openai-analyst-error.js';

/** What one streamed completion asked for once its text has been passed on. */
export interface ModelTurn {
  /** The text the model wrote in this turn (already yielded piece by piece). */
  readonly content: string;
  /** The tools it asked for, arguments joined from their deltas; empty when it answered. */
  readonly toolCalls: ChatCompletionMessageFunctionToolCall[];
}

export interface ModelTurnOptions {
  readonly client: OpenAI;
  readonly apiKey: string | undefined;
  /** The endpoint may stay silent this long, before its first byte or between pieces. */
  readonly timeoutMs: number;
  /** The reply's signal: a closed socket aborts the request. */
  readonly signal: AbortSignal;
}

/**
 * One streamed chat completion: yields the text deltas as they arrive and returns the tool calls
 * the model assembled. It fails (always with an OpenAiAnalystError) on a non-2xx answer, an
 * error event, malformed JSON, a stream cut off before a finish reason, silence longer than
 * `timeoutMs`, or an abort — the SDK ends a stream quietly when its request is aborted, so
 * those two are checked after the loop.
 */
export async function* streamModelTurn(
  params: Omit<ChatCompletionCreateParamsStreaming, 'stream'>,
  options: ModelTurnOptions,
): AsyncGenerator<string, ModelTurn> {
  const silence = startSilenceTimer(options.timeoutMs);
  try {
    const stream = await options.client.chat.completions.create(
      { ...params, stream: true },
      { signal: AbortSignal.any([options.signal, silence.signal]) },
    );
    let content = '';
    let isFinished = false;
    const calls = new ToolCallAssembler();
    for await (const chunk of stream) {
      silence.restart();
      // A usage-only chunk (stream_options.include_usage) has no choices.
      const choice: ChatCompletionChunk.Choice | undefined = chunk.choices[0];
      if (!choice) continue;
      calls.add(choice.delta.tool_calls ?? []);
      if (choice.finish_reason) isFinished = true;
      const text = choice.delta.content;
      if (text) {
        content += text;
        yield text;
      }
    }
    if (silence.signal.aborted) {
      throw new OpenAiAnalystError('timeout', `the model endpoint was silent for ${options.timeoutMs} ms`);
    }
    if (options.signal.aborted) throw new OpenAiAnalystError('aborted', 'the reply was aborted mid-stream');
    if (!isFinished) {
      throw new OpenAiAnalystError(
        'malformed-stream',
        'the model endpoint ended the stream without a finish reason',
      );
    }
    return { content, toolCalls: calls.assemble() };
  } catch (error) {
    if (silence.signal.aborted && !options.signal.aborted) {
      throw new OpenAiAnalystError('timeout', `the model endpoint was silent for ${options.timeoutMs} ms`);
    }
    throw toOpenAiAnalystError(error, options.apiKey);
  } finally {
    silence.stop();
  }
}

/** An abort signal that fires after `timeoutMs` without a restart. */
function startSilenceTimer(timeoutMs: number) {
  const controller = new AbortController();
  const fire = () => controller.abort(new Error(`silent for ${timeoutMs} ms`));
  let timer = setTimeout(fire, timeoutMs);
  return {
    signal: controller.signal,
    restart() {
      clearTimeout(timer);
      timer = setTimeout(fire, timeoutMs);
    },
    stop: () => clearTimeout(timer),
  };
}

/**
 * Tool calls arrive in pieces keyed by index: the first piece carries the id and the function
 * name, later ones more of the arguments' JSON text.
 */
class ToolCallAssembler {
  private readonly calls = new Map<number, { id: string; name: string; arguments: string }>();

  add(deltas: readonly ChatCompletionChunk.Choice.Delta.ToolCall[]): void {
    for (const delta of deltas) {
      const call = this.calls.get(delta.index) ?? { id: '', name: '', arguments: '' };
      if (delta.id) call.id = delta.id;
      if (delta.function?.name) call.name = delta.function.name;
      if (delta.function?.arguments) call.arguments += delta.function.arguments;
      this.calls.set(delta.index, call);
    }
  }

  assemble(): ChatCompletionMessageFunctionToolCall[] {
    return [...this.calls.entries()]
      .sort(([a], [b]) => a - b)
      .map(([index, call]) => ({
        // Some servers omit ids; the tool message must still answer the call it belongs to.
        id: call.id || `call_${index}`,
        type: 'function',
        function: { name: call.name, arguments: call.arguments },
      }));
  }
}
