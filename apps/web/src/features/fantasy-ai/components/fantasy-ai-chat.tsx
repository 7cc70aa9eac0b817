import type { ChatAdSlot } from '@all22/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef } from 'react';
import { useAppConfig } from '../../../config/app-config-context';
import type { ChatSnapshot, ChatStore } from '../lib/chat-store';
import { sendChatAdImpression } from '../lib/send-chat-ad-impression';
import { useNow } from '../lib/use-now';
import { ChatInput } from './chat-input';
import { ChatIntroCard } from './chat-intro-card';
import { ChatMessageBubble } from './chat-message-bubble';

interface FantasyAiChatProps {
  store: ChatStore;
  snapshot: ChatSnapshot;
  /** Where the chat shows, for its ad impression (spec 2 §7). */
  slot: ChatAdSlot;
  /** A link in a reply was followed inside the app. */
  onNavigate?: () => void;
}

/**
 * While the assistant works: its typing notice (the server's text when it sent one), or a working
 * notice while it analyses ("Analyzing NFL data" hides the typing notice). Plain text, not a
 * progress bar: MUI's would be shared with the start-up script and split out of it.
 */
function ReplyProgress({ snapshot }: { snapshot: ChatSnapshot }) {
  const { isTyping, typingMessage, isLoading, isStreaming } = snapshot.chat;
  const text = isTyping
    ? (typingMessage ?? 'Fantasy AI is typing…')
    : isLoading && !isStreaming
      ? 'Fantasy AI is working on a reply…'
      : null;
  if (text === null) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="chat-typing" sx={{ fontStyle: 'italic' }}>
      {text}
    </Typography>
  );
}

/**
 * The conversation and the message box, as the side panel and the full-screen page show them
 * (consent already given): the intro card while empty, the bubbles, the reply's progress.
 * Opening it connects the socket and counts an ad impression; the reply being streamed is
 * announced once complete (the log is busy meanwhile).
 */
export function FantasyAiChat({ store, snapshot, slot, onNavigate }: FantasyAiChatProps) {
  const config = useAppConfig();
  const now = useNow();
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const { chat, connectionState } = snapshot;
  const { messages } = chat.conversation;
  const canSendNow = connectionState === 'authenticated' || connectionState === 'disconnected';

  // Ready to type once shown, except on touch screens, where focus would pop the keyboard up.
  const isTouchDevice = useMediaQuery('(pointer: coarse)', { noSsr: true });
  useEffect(() => {
    if (!isTouchDevice) inputRef.current?.focus({ preventScroll: true });
  }, [isTouchDevice]);

  useEffect(() => {
    store.ensureConnected();
    sendChatAdImpression(config, slot);
  }, [store, config, slot]);

  const lastMessage = messages.at(-1);
  // The newest message in view as it grows (the log scrolls, never the page).
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lastMessage?.id, lastMessage?.content.length, chat.isTyping]);

  const ask = (question: string) => {
    store.send(question);
    inputRef.current?.focus();
  };

  return (
    <Stack sx={{ flex: 1, minHeight: 0 }}>
      <Box
        ref={logRef}
        role="log"
        aria-label="Conversation"
        aria-busy={chat.isStreaming}
        tabIndex={0}
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 1.5, sm: 2 }, py: 2, outline: 'none' }}
      >
        <Stack spacing={1.5}>
          {chat.showIntroCard && (
            <ChatIntroCard onAsk={ask} isDisabled={!canSendNow || chat.isWaitingForResponse} />
          )}
          {messages.map((message) => (
            <ChatMessageBubble
              key={message.id}
              message={message}
              now={now}
              canRegenerate={canSendNow && !chat.isWaitingForResponse}
              onRegenerate={(id) => store.regenerate(id)}
              onNavigate={onNavigate}
            />
          ))}
          <ReplyProgress snapshot={snapshot} />
        </Stack>
      </Box>
      <Box
        sx={{ px: { xs: 1.5, sm: 2 }, pt: 1, pb: { xs: 1.5, sm: 2 }, borderTop: 1, borderColor: 'divider' }}
      >
        <ChatInput
          isDisabled={!canSendNow}
          isLoading={chat.isLoading || chat.isWaitingForResponse}
          onSend={ask}
          inputRef={inputRef}
        />
      </Box>
    </Stack>
  );
}
