import { APIConnectionError, APIError, APIUserAbortError } from 'openai';

/** Why a reply from the model endpoint failed. */
export type OpenAiFailure = 'timeout' | 'aborted' | 'provider' | 'unreachable' | 'malformed-stream';

/**
 * The engine's only error. The chat service logs it and shows the user the generic failure text,
 * so its message is for operators: the status and the endpoint's own words, with the API key
 * blanked out should the endpoint echo it. It carries no `cause`: SDK errors hold response
 * headers and bodies the log has no use for.
 */
export class OpenAiAnalystError extends Error {
  constructor(
    readonly failure: OpenAiFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OpenAiAnalystError';
  }
}

const MAX_MESSAGE_LENGTH = 300;

/** The text with every occurrence of the key blanked, cut to a log line's length. */
function redact(text: string, apiKey: string | undefined): string {
  const blanked = apiKey ? text.split(apiKey).join('****') : text;
  return blanked.length > MAX_MESSAGE_LENGTH ? `${blanked.slice(0, MAX_MESSAGE_LENGTH)}…` : blanked;
}

/** Any failure of a request to the endpoint as an OpenAiAnalystError, saying which kind. */
export function toOpenAiAnalystError(error: unknown, apiKey: string | undefined): OpenAiAnalystError {
  if (error instanceof OpenAiAnalystError) return error;
  if (error instanceof APIUserAbortError) {
    return new OpenAiAnalystError('aborted', 'the reply was aborted before the model endpoint answered');
  }
  if (error instanceof APIConnectionError) {
    return new OpenAiAnalystError(
      'unreachable',
      `could not reach the model endpoint: ${redact(error.message, apiKey)}`,
    );
  }
  if (error instanceof APIError) {
    const status = error.status === undefined ? 'an error event in the stream' : `HTTP ${error.status}`;
    const code = typeof error.code === 'string' ? ` (${error.code})` : '';
    return new OpenAiAnalystError(
      'provider',
      `the model endpoint answered ${status}${code}: ${redact(error.message, apiKey)}`,
    );
  }
  if (error instanceof SyntaxError) {
    return new OpenAiAnalystError(
      'malformed-stream',
      `the model endpoint sent a malformed stream: ${error.message}`,
    );
  }
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new OpenAiAnalystError(
    'provider',
    `the request to the model endpoint failed: ${redact(text, apiKey)}`,
  );
}
