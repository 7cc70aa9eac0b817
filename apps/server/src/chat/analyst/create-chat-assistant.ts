import type { Database } from '@all22/db';
import type { ChatAssistant } from '../chat-assistant.js';
import type { ServerConfig } from '../../config/load-config.js';
import { cacheToolResults, type LeagueChangeSignals } from './cache-tool-results.js';
import { createEmbeddedAnalyst } from './embedded/create-embedded-analyst.js';
import { loadAnalystContext } from './load-analyst-context.js';
import { createOpenAiAnalyst } from './openai/create-openai-analyst.js';
import { readOpenAiSettings } from './openai/read-openai-settings.js';
import { analystTools } from './tools/index.js';

export interface ChatAssistantSources {
  readonly config: ServerConfig;
  readonly database: Database;
  /** The league clock. */
  readonly now: () => number;
  /**
   * The process's live changes: with them the tools' results are kept until the league moves.
   * Without them (a process that does not listen) every call reads the database.
   */
  readonly changes: LeagueChangeSignals | null;
}

export interface ChatEngine {
  readonly assistant: ChatAssistant;
  /** Stops listening for league changes. */
  close(): void;
}

/**
 * The Fantasy AI's engine. The embedded analyst answers by default (no network). The
 * OpenAI-compatible engine (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL) is chosen when configured,
 * with the same tools and grounding rule.
 */
export function createChatAssistant(sources: ChatAssistantSources): ChatEngine {
  const cached = sources.changes ? cacheToolResults(analystTools, sources.changes) : null;
  const tools = cached?.tools ?? analystTools;
  const { database, now } = sources;
  const settings = readOpenAiSettings(sources.config);
  const assistant = settings
    ? createOpenAiAnalyst({
        ...settings,
        tools,
        loadContext: (input) => loadAnalystContext({ database, now }, input),
      })
    : createEmbeddedAnalyst({ database, now, tools });
  return { assistant, close: () => cached?.close() };
}
