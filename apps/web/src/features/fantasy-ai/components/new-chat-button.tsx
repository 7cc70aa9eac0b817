import AddCommentIcon from '@mui/icons-material/AddComment';
import Button from '@mui/material/Button';
import type { ChatStore } from '../lib/chat-store';

/** Starts a new conversation (spec 2 §4 "New chat"); off until consent is given. */
export function NewChatButton({
  store,
  hasConsent,
  label,
}: {
  store: ChatStore;
  hasConsent: boolean;
  label: string;
}) {
  return (
    <Button
      size="small"
      color="inherit"
      startIcon={<AddCommentIcon />}
      disabled={!hasConsent}
      onClick={() => store.newChat()}
    >
      {label}
    </Button>
  );
}
