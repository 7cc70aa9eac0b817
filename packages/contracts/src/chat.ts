/**
 * The Fantasy AI chat socket (spec 2 §4, §7): the frames each side sends, as JSON text. The spec
 * names the frame types and the fields it relies on — auth `token`; the chat message's `message`,
 * `newSession` and `sessionId`; chunk text in `data`; error `message` and `code`. The other text
 * fields of typing and complete are the ones the client reads when a server sends them.
 */
import { CHAT_MAX_LENGTH } from '@all22/domain';
import { z } from 'zod';

// Client → server. Strict: the server refuses a frame carrying anything it does not know.

/** Sent first on every connection; a welcome answers it (spec 2 §4 "Chat connection states"). */
export const chatAuthFrameSchema = z.strictObject({ type: z.literal('auth'), token: z.string().min(1) });

/** The heartbeat: every 30 s while the tab is visible. */
export const chatPingFrameSchema = z.strictObject({ type: z.literal('ping') });

/** A user's question. It has no `type` (spec 2 §7), so it cannot join the union on `type`. */
export const chatMessageFrameSchema = z.strictObject({
  /** What the send rule leaves of the typed text: trimmed, non-empty, at most 2000 characters. */
  message: z.string().trim().min(1).max(CHAT_MAX_LENGTH),
  /** True on the first send after New chat: the server starts a new session. */
  newSession: z.boolean().optional(),
  sessionId: z.string().min(1).optional(),
});

export const chatClientFrameSchema = z.union([
  z.discriminatedUnion('type', [chatAuthFrameSchema, chatPingFrameSchema]),
  chatMessageFrameSchema,
]);
export type ChatClientFrame = z.infer<typeof chatClientFrameSchema>;

// Server → client. Lenient: a field of the wrong type reads as absent, so one odd field of a
// server's frame never breaks the chat (the spec shows even unparseable text as plain content).

const optionalText = z.string().optional().catch(undefined);

/** The server's chat session, on welcome, typing and complete: the client sends it back with later messages. */
const sessionIdField = { sessionId: optionalText };

/** The answer to auth: the socket is authenticated. Its text is not shown. */
export const chatWelcomeFrameSchema = z.object({ type: z.literal('welcome'), ...sessionIdField });

/** The assistant is writing; the notice shows the text when there is one. */
export const chatTypingFrameSchema = z.object({
  type: z.literal('typing'),
  ...sessionIdField,
  message: optionalText,
  content: optionalText,
});

/** The next piece of the streamed reply, in `data`. */
export const chatChunkFrameSchema = z.object({ type: z.literal('chunk'), data: z.string().catch('') });

/** The reply is finished; it may carry the whole text, in the first of these fields that has one. */
export const chatCompleteFrameSchema = z.object({
  type: z.literal('complete'),
  ...sessionIdField,
  data: optionalText,
  message: optionalText,
  content: optionalText,
  response: optionalText,
});

/** A failure, shown as an error reply; "Connection timeout due to inactivity" ends the session. */
export const chatErrorFrameSchema = z.object({
  type: z.literal('error'),
  message: z.string().catch(''),
  code: z.union([z.string(), z.number()]).optional().catch(undefined),
});

export const chatServerFrameSchema = z.discriminatedUnion('type', [
  chatWelcomeFrameSchema,
  chatTypingFrameSchema,
  chatChunkFrameSchema,
  chatCompleteFrameSchema,
  chatErrorFrameSchema,
]);
export type ChatServerFrame = z.infer<typeof chatServerFrameSchema>;

/** Any other server message (spec 2 §4): plain text from its message, content or response field. */
export const chatOtherServerMessageSchema = z.object({
  message: optionalText,
  content: optionalText,
  response: optionalText,
});
