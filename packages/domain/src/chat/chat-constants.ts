/** Chat input and layout limits (spec 2 §2, §5, §9). */

/** Maximum length of a chat message, in characters (UTF-16 code units, as a textarea counts). */
export const CHAT_MAX_LENGTH = 2000;
/** The length warning shows once the text exceeds this share of the maximum. */
export const CHAT_WARNING_RATIO = 0.9;
/** The textarea starts at 3 rows and grows up to 6. */
export const CHAT_INPUT_MIN_ROWS = 3;
export const CHAT_INPUT_MAX_ROWS = 6;

/** A conversation title keeps this many characters of the first user message. */
export const CONVERSATION_TITLE_MAX_LENGTH = 50;
export const CONVERSATION_TITLE_ELLIPSIS = '...';
export const DEFAULT_CONVERSATION_TITLE = 'New Chat';

/** A saved chat is restored only if saved less than 6 hours ago (milliseconds). */
export const CHAT_RESTORE_WINDOW_MS = 6 * 60 * 60 * 1000;

/** Side panel width, in CSS pixels. */
export const CHAT_SIDEBAR_WIDTH = 420;
/** Max width of the consent dialog and of the paused-subscription dialog, in CSS pixels. */
export const CHAT_CONSENT_DIALOG_MAX_WIDTH = 600;
export const PAUSED_DIALOG_MAX_WIDTH = 600;
