import type { Database } from '@all22/db';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { ChatAssistant, ChatHistoryEntry } from './chat-assistant.js';
import { createChunkBatcher } from './chunk-batcher.js';
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
  /** The session's messages before this one, oldest first. */
  readonly history: readonly ChatHistoryEntry[];
  readonly signal: AbortSignal;
}

/** What the exchange added to the session: the caller keeps its copy of the history with it. */
export interface ChatExchange {
  readonly questionStored: boolean;
  /** The reply as stored; null when none was (cut short, or failed). */
  readonly reply: string | null;
}

/**
 * One exchange: the question is stored (it was asked even if the reply fails) while the
 * assistant's pieces go out as typing, chunk… (the pieces of one event-loop turn joined in one
 * chunk, chunk-batcher.ts); then complete, once the whole reply is stored. A reply
 * cut short by a closing socket is not stored; a failing assistant gives the spec's generic text.
 */
export async function streamChatReply(job: ChatReplyJob): Promise<ChatExchange> {
  const { db, socket, sessionId, signal, history } = job;
  let questionStored = false;
  try {
    // The question is written while the reply is composed (the first chunk does not wait for the
    // write); its failure is held and raised before the reply is stored, so order stays question first.
    const questionSaved = saveChatMessage(db, { sessionId, role: 'user', content: job.message }).then(
      () => {
        questionStored = true;
        return null;
      },
      (error: unknown) => ({ error }),
    );
    sendChatFrame(socket, { type: 'typing', sessionId });
    let reply = '';
    const pieces = job.assistant.reply({
      userId: job.userId,
      sessionId,
      message: job.message,
      history,
      signal,
    });
    const chunks = createChunkBatcher((data) => sendChatFrame(socket, { type: 'chunk', data }));
    try {
      for await (const piece of pieces) {
        if (signal.aborted) break;
        if (piece === '') continue;
        reply += piece;
        chunks.add(piece);
      }
    } catch (error) {
      // What came before the failure is shown, then the failure (unless the socket is closing).
      if (!signal.aborted) chunks.flush();
      throw error;
    } finally {
      if (signal.aborted) chunks.discard();
    }
    if (signal.aborted) return { questionStored, reply: null };
    chunks.flush();
    const failed = await questionSaved;
    if (signal.aborted) return { questionStored, reply: null };
    if (failed) throw failed.error;
    await saveChatMessage(db, { sessionId, role: 'assistant', content: reply });
    sendChatFrame(socket, { type: 'complete', data: reply, sessionId });
    return { questionStored, reply };
  } catch (error) {
    if (!signal.aborted) {
      job.log.error({ err: error, sessionId }, 'chat: the reply failed');
      sendChatError(socket, 'ASSISTANT_FAILED');
    }
    return { questionStored, reply: null };
  }
}
