import type { Database } from '@all22/db';
import type { ChatHistoryEntry } from './chat-assistant.js';
import { createStatementBatcher } from './create-statement-batcher.js';
import { readChatHistories } from './read-chat-history.js';
import { appendChatMessages, type ChatAsker, type ChatMessageWrite } from './save-chat-message.js';

/**
 * The conversations' storage as the chat's connections use it: every connection's reads and
 * writes of the moment go to the database together, one statement for each kind
 * (create-statement-batcher.ts), so a crowd asking at once does not queue statement by statement.
 */
export interface ChatMessageStore {
  /** A session's messages, oldest first (the session must be known to be the asker's). */
  readHistory(sessionId: string): Promise<ChatHistoryEntry[]>;
  /** Stores the user's question; resolves with the asker's scoring once it is stored. */
  saveQuestion(question: Omit<ChatMessageWrite, 'role'>): Promise<ChatAsker>;
  /** Stores the assistant's reply. */
  saveReply(reply: Omit<ChatMessageWrite, 'role'>): Promise<void>;
}

/** At most this many messages written in one statement: 256 long replies are a few MB of JSON. */
const MAX_MESSAGES_PER_STATEMENT = 256;
/** At most this many sessions read in one statement. */
const MAX_SESSIONS_PER_READ = 256;

export function createChatMessageStore(db: Database): ChatMessageStore {
  const writes = createStatementBatcher<ChatMessageWrite, ChatAsker>({
    run: (messages) => appendChatMessages(db, messages),
    maxBatchSize: MAX_MESSAGES_PER_STATEMENT,
  });
  const reads = createStatementBatcher<string, ChatHistoryEntry[]>({
    run: (sessionIds) => readChatHistories(db, sessionIds),
    maxBatchSize: MAX_SESSIONS_PER_READ,
  });
  return {
    readHistory: (sessionId) => reads.submit(sessionId),
    saveQuestion: (question) => writes.submit({ ...question, role: 'user' }),
    saveReply: async (reply) => {
      await writes.submit({ ...reply, role: 'assistant' });
    },
  };
}
