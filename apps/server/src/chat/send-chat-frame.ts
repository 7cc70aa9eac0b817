import type { ChatServerFrame } from '@all22/contracts';
import { WebSocket } from 'ws';
import { CHAT_ERRORS, type ChatErrorCode } from './chat-errors.js';

/**
 * A server frame: one of the contracts' types, plus the session it concerns where there is one
 * (welcome, typing, complete), so the client can continue that session after a reconnect.
 */
export type OutgoingChatFrame = ChatServerFrame & { readonly sessionId?: string };

/** Sends a frame if the socket is still open (a reply may finish after the client left). */
export function sendChatFrame(socket: WebSocket, frame: OutgoingChatFrame): void {
  if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
}

export function sendChatError(socket: WebSocket, code: ChatErrorCode): void {
  sendChatFrame(socket, { type: 'error', message: CHAT_ERRORS[code], code });
}
