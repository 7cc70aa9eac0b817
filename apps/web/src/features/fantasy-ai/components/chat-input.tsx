import { CHAT_MAX_LENGTH, isChatLengthWarning, validateChatSend } from '@all22/domain';
import SendIcon from '@mui/icons-material/Send';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type KeyboardEvent, type Ref, useState } from 'react';

/** The textarea's rows (spec 2 §9): 3, growing to 6. */
const MIN_ROWS = 3;
const MAX_ROWS = 6;

interface ChatInputProps {
  /** Sending is not possible now (no socket ready); typing still is. */
  isDisabled: boolean;
  isLoading: boolean;
  onSend: (message: string) => void;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/**
 * The message box (spec 2 §2, §5): Enter sends (not with Shift, not on phones, where Enter is a
 * new line and the button sends), the text is cleared after sending, and a warning shows above
 * 90% of the 2000-character maximum.
 */
export function ChatInput({ isDisabled, isLoading, onSend, inputRef }: ChatInputProps) {
  const [text, setText] = useState('');
  const isTouchDevice = useMediaQuery('(pointer: coarse)', { noSsr: true });
  const validation = validateChatSend({ text, isDisabled, isLoading });
  const isWarning = isChatLengthWarning(text.length);
  const isTooLong = text.length > CHAT_MAX_LENGTH;

  const send = () => {
    if (!validation.canSend) return;
    onSend(validation.message);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || isTouchDevice || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
      <TextField
        fullWidth
        multiline
        minRows={MIN_ROWS}
        maxRows={MAX_ROWS}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        label="Ask Fantasy AI"
        placeholder="Ask about players, trades, lineups or waivers"
        error={isTooLong}
        helperText={
          isWarning
            ? `${text.length.toLocaleString('en-US')} / ${CHAT_MAX_LENGTH.toLocaleString('en-US')} characters${isTooLong ? ' — too long to send' : ''}`
            : undefined
        }
        inputRef={inputRef}
      />
      <Tooltip title="Send">
        <span>
          <IconButton
            color="primary"
            aria-label="Send"
            onClick={send}
            disabled={!validation.canSend}
            sx={{ mb: isWarning ? 3.5 : 0.5 }}
          >
            <SendIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}
