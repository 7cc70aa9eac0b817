import { type ChatMessage, formatTimeAgo } from '@all22/domain';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ChatReplyContent } from './chat-reply-content';

type BubbleKind = 'user' | 'assistant' | 'system' | 'error';

/** The four bubble kinds (spec 2 §2); errors are assistant or system messages flagged isError. */
function getBubbleKind(message: ChatMessage): BubbleKind {
  if (message.isError) return 'error';
  return message.type;
}

const AUTHOR: Record<BubbleKind, string> = {
  user: 'You',
  assistant: 'Fantasy AI',
  system: 'Notice',
  error: 'Error',
};

const BUBBLE_SX = {
  user: { alignSelf: 'flex-end', bgcolor: 'primary.main', color: 'primary.contrastText', maxWidth: '85%' },
  assistant: {
    alignSelf: 'flex-start',
    bgcolor: 'background.paper',
    border: 1,
    borderColor: 'divider',
    maxWidth: '100%',
  },
  system: {
    alignSelf: 'center',
    border: 1,
    borderColor: 'warning.main',
    bgcolor: 'transparent',
    maxWidth: '100%',
  },
  error: {
    alignSelf: 'flex-start',
    border: 1,
    borderColor: 'error.main',
    bgcolor: 'transparent',
    maxWidth: '100%',
  },
} as const;

/** Copies the reply; a refused clipboard is ignored (spec 2 §8), the button just does not confirm. */
function CopyButton({ text }: { text: string }) {
  const [isCopied, setIsCopied] = useState(false);
  const copy = () => {
    navigator.clipboard?.writeText(text).then(
      () => {
        setIsCopied(true);
        window.setTimeout(() => setIsCopied(false), 2000);
      },
      () => undefined,
    );
  };
  return (
    <Tooltip title={isCopied ? 'Copied' : 'Copy'}>
      <IconButton size="small" aria-label={isCopied ? 'Copied' : 'Copy'} onClick={copy}>
        {isCopied ? <CheckIcon fontSize="inherit" /> : <ContentCopyIcon fontSize="inherit" />}
      </IconButton>
    </Tooltip>
  );
}

interface ChatMessageBubbleProps {
  message: ChatMessage;
  now: Date;
  /** Regenerate is off while a reply is awaited. */
  canRegenerate: boolean;
  onRegenerate: (messageId: number) => void;
  onNavigate?: () => void;
}

/** One message: who wrote it, its text (replies formatted), its age, and a reply's Copy and Regenerate. */
export function ChatMessageBubble({
  message,
  now,
  canRegenerate,
  onRegenerate,
  onNavigate,
}: ChatMessageBubbleProps) {
  const kind = getBubbleKind(message);
  const isReply = message.type === 'assistant';
  return (
    <Box
      component="article"
      aria-label={`${AUTHOR[kind]} message`}
      data-testid={`chat-message-${kind}`}
      data-streaming={message.isStreaming === true || undefined}
      sx={{ ...BUBBLE_SX[kind], px: 1.75, py: 1.25, borderRadius: 2, minWidth: 0 }}
    >
      {(kind === 'system' || kind === 'error') && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          {kind === 'error' ? (
            <ErrorOutlineIcon color="error" fontSize="small" aria-hidden />
          ) : (
            <InfoOutlinedIcon color="warning" fontSize="small" aria-hidden />
          )}
          <Typography variant="body2">{message.content}</Typography>
        </Stack>
      )}
      {kind === 'user' && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.content}
        </Typography>
      )}
      {kind === 'assistant' && (
        <Typography component="div" variant="body2">
          <ChatReplyContent text={message.content} onNavigate={onNavigate} />
        </Typography>
      )}
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.5, minHeight: 24 }}>
        <Typography
          variant="caption"
          component="time"
          dateTime={new Date(message.timestamp).toISOString()}
          sx={{ opacity: 0.75, flex: 1 }}
        >
          {formatTimeAgo(message.timestamp, now)}
        </Typography>
        {isReply && !message.isStreaming && (
          <>
            {kind === 'assistant' && <CopyButton text={message.content} />}
            <Tooltip title="Regenerate">
              <span>
                <IconButton
                  size="small"
                  aria-label="Regenerate"
                  disabled={!canRegenerate}
                  onClick={() => onRegenerate(message.id)}
                >
                  <RefreshIcon fontSize="inherit" />
                </IconButton>
              </span>
            </Tooltip>
          </>
        )}
      </Stack>
    </Box>
  );
}
