/** Chat input and conversation limits (spec 2 §2, §5, §9). */

/** Maximum length of a chat message, in characters (UTF-16 code units, as a textarea counts). */
export const CHAT_MAX_LENGTH = 2000;
/** The length warning shows once the text exceeds this share of the maximum. */
export const CHAT_WARNING_RATIO = 0.9;

/** A conversation title keeps this many characters of the first user message. */
export const CONVERSATION_TITLE_MAX_LENGTH = 50;
export const CONVERSATION_TITLE_ELLIPSIS = '...';
export const DEFAULT_CONVERSATION_TITLE = 'New Chat';

/** A saved chat is restored only if saved less than 6 hours ago (milliseconds). */
export const CHAT_RESTORE_WINDOW_MS = 6 * 60 * 60 * 1000;
