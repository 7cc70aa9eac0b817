import { type ChatState, type Conversation, restoreConversation, toStoredConversation } from '@all22/domain';

/** The local-storage key of the saved conversation. */
export const CHAT_STORAGE_KEY = 'fantasyAiChat';

/** Where the conversation is kept between visits (spec 2 §4 "Persistence"). */
export interface ChatStorage {
  /** The saved conversation if under 6 hours old; an older or unreadable one is cleared. */
  restore(now: number): Conversation | null;
  /** Saves the conversation (without error, auth-error and streaming messages). */
  save(chat: ChatState, now: number): void;
}

/**
 * The conversation in the browser's local storage. Saving failures (storage full or blocked) are
 * ignored; restoring failures go to the error handler (the console) and start an empty chat.
 */
export function createLocalChatStorage(storage: Storage = window.localStorage): ChatStorage {
  return {
    restore(now) {
      try {
        const saved = storage.getItem(CHAT_STORAGE_KEY);
        if (saved === null) return null;
        const conversation = restoreConversation(JSON.parse(saved) as unknown, now);
        if (conversation === null) storage.removeItem(CHAT_STORAGE_KEY);
        return conversation;
      } catch (error) {
        console.error('Fantasy AI: the saved chat could not be restored', error);
        return null;
      }
    },
    save(chat, now) {
      try {
        const id = chat.sessionId ?? undefined;
        storage.setItem(
          CHAT_STORAGE_KEY,
          JSON.stringify(toStoredConversation({ ...chat.conversation, id }, now)),
        );
      } catch {
        // Spec 2 §8: a failed save is ignored; the chat goes on in memory.
      }
    },
  };
}
