import type { Database } from '@all22/db';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { ChatAssistant } from './chat-assistant.js';
import { readChatHistory } from './read-chat-history.js';
import { saveChatMessage } from './save-chat-message.js';
import { sendChatError, sendChatFrame } from './send-chat-frame.js';

export interface ChatReplyJob {
  readonly db: Database;
  readonly assistant: ChatAssistant;
  readonly socket: WebSocket;
  readonly log: FastifyBaseLogger;
  readonly userId: string;
  readonly sessionId: string;
  readonly message: string;
  readonly signal: AbortSignal;
}

/**
 * One exchange: the question is stored first (it was asked even if the reply fails), then the
 * assistant's pieces go out as typing, chunk…, complete, and the whole reply is stored. A reply
 * cut short by a closing socket is not stored; a failing assistant gives the spec's generic text.
 */
export async function streamChatReply(job: ChatReplyJob): Promise<void> {
  const { db, socket, sessionId, signal } = job;
  try {
    const history = await readChatHistory(db, sessionId);
    await saveChatMessage(db, { sessionId, role: 'user', content: job.message });
    sendChatFrame(socket, { type: 'typing', sessionId });
    let reply = '';
    const pieces = job.assistant.reply({
      userId: job.userId,
      sessionId,
      message: job.message,
      history,
      signal,
    });
    for await (const piece of pieces) {
      if (signal.aborted) return;
      if (piece === '') continue;
      reply += piece;
      sendChatFrame(socket, { type: 'chunk', data: piece });
    }
    if (signal.aborted) return;
    await saveChatMessage(db, { sessionId, role: 'assistant', content: reply });
    sendChatFrame(socket, { type: 'complete', data: reply, sessionId });
  } catch (error) {
    if (signal.aborted) return;
    job.log.error({ err: error, sessionId }, 'chat: the reply failed');
    sendChatError(socket, 'ASSISTANT_FAILED');
  }
}
