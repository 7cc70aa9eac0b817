import type { ServerConfig } from '../../../config/load-config.js';

/** What the OpenAI-compatible engine needs from the configuration. */
export interface OpenAiSettings {
  readonly baseUrl: string;
  /** Unset for local servers that take no key. Never logged. */
  readonly apiKey: string | undefined;
  readonly model: string;
  readonly timeoutMs: number;
}

/**
 * The engine's settings when LLM_BASE_URL is set, else null (the embedded analyst answers).
 * loadConfig has already refused LLM_BASE_URL without LLM_MODEL.
 */
export function readOpenAiSettings(config: ServerConfig): OpenAiSettings | null {
  const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_MS } = config.env;
  if (LLM_BASE_URL === undefined) return null;
  if (LLM_MODEL === undefined) throw new Error('LLM_BASE_URL is set without LLM_MODEL');
  return { baseUrl: LLM_BASE_URL, apiKey: LLM_API_KEY, model: LLM_MODEL, timeoutMs: LLM_TIMEOUT_MS };
}
