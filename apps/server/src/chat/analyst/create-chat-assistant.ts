import type { Database } from '@all22/db';
import type { ChatAssistant } from '../chat-assistant.js';
import type { ServerConfig } from '../../config/load-config.js';
import { createEmbeddedAnalyst } from './embedded/create-embedded-analyst.js';

export interface ChatAssistantSources {
  readonly config: ServerConfig;
  readonly database: Database;
  /** The league clock. */
  readonly now: () => number;
}

/**
 * The Fantasy AI's engine. The embedded analyst answers by default (no network). The
 * OpenAI-compatible engine (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL) is chosen here when configured,
 * with the same tools and grounding rule.
 */
export function createChatAssistant(sources: ChatAssistantSources): ChatAssistant {
  return createEmbeddedAnalyst({ database: sources.database, now: sources.now });
}
