import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { ChatAssistant, ChatHistoryEntry } from './chat-assistant.js';
import { createChunkBatcher } from './chunk-batcher.js';
import type { ChatMessageStore } from './chat-message-store.js';
import { sendChatError, sendChatFrame } from './send-chat-frame.js';

export interface ChatReplyJob {
  readonly messages: ChatMessageStore;
  readonly assistant: ChatAssistant;
  readonly socket: WebSocket;
  readonly log: FastifyBaseLogger;
  readonly userId: string;
  readonly sessionId: string;
  readonly message: string;
  /** The session's messages before this one, oldest first. */
  readonly history: readonly ChatHistoryEntry[];
  readonly signal: AbortSignal;
  /** How long the first chunk may take before a `typing` frame says the reply is coming. */
  readonly typingNoticeMs: number;
}

/** What the exchange added to the session: the caller keeps its copy of the history with it. */
export interface ChatExchange {
  readonly questionStored: boolean;
  /** The reply as stored; null when none was (cut short, or failed). */
  readonly reply: string | null;
}

/**
 * One exchange: the question is stored, with the asker's scoring read in the same statement (and
 * other sockets' messages of the moment: save-chat-message.ts); the
 * assistant's pieces go out as chunks (the pieces of one event-loop turn joined in one chunk,
 * chunk-batcher.ts), with a `typing` frame first only when the first chunk is not out within
 * `typingNoticeMs` (the spec's typing notice "may show": a prompt reply needs none, and each frame
 * is a write); then complete, once the whole reply is stored. A reply cut short by a closing
 * socket is not stored; a failing assistant gives the spec's generic text.
 */
export async function streamChatReply(job: ChatReplyJob): Promise<ChatExchange> {
  const { messages, socket, sessionId, signal, history } = job;
  let questionStored = false;
  let typingNotice: NodeJS.Timeout | null = setTimeout(() => {
    typingNotice = null;
    if (!signal.aborted) sendChatFrame(socket, { type: 'typing', sessionId });
  }, job.typingNoticeMs);
  const endTypingNotice = () => {
    if (typingNotice !== null) clearTimeout(typingNotice);
    typingNotice = null;
  };
  try {
    const asker = await messages.saveQuestion({ sessionId, userId: job.userId, content: job.message });
    questionStored = true;
    if (signal.aborted) return { questionStored, reply: null };
    let reply = '';
    const pieces = job.assistant.reply({
      userId: job.userId,
      sessionId,
      message: job.message,
      history,
      asker,
      signal,
    });
    const chunks = createChunkBatcher((data) => {
      endTypingNotice();
      sendChatFrame(socket, { type: 'chunk', data });
    });
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
    await messages.saveReply({ sessionId, userId: job.userId, content: reply });
    endTypingNotice();
    sendChatFrame(socket, { type: 'complete', data: reply, sessionId });
    return { questionStored, reply };
  } catch (error) {
    if (!signal.aborted) {
      job.log.error({ err: error, sessionId }, 'chat: the reply failed');
      sendChatError(socket, 'ASSISTANT_FAILED');
    }
    return { questionStored, reply: null };
  } finally {
    endTypingNotice();
  }
}
