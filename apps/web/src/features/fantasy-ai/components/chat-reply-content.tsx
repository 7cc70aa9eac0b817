import Box from '@mui/material/Box';
import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { renderChatMarkdown } from '../lib/render-chat-markdown';

/** A link to a page of this app: a path on this site, opened in the same tab. */
function getInternalPath(anchor: HTMLAnchorElement): string | null {
  const href = anchor.getAttribute('href') ?? '';
  if (!href.startsWith('/') || href.startsWith('//') || anchor.target !== '') return null;
  return href;
}

/**
 * An assistant reply as formatted text (spec 2 §2): markdown, sanitised; links to the app's own
 * pages (/players/player/123, /film/plays?…) navigate inside the app, external ones open a new tab.
 */
export function ChatReplyContent({ text, onNavigate }: { text: string; onNavigate?: () => void }) {
  const html = useMemo(() => renderChatMarkdown(text), [text]);
  const navigate = useNavigate();
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as HTMLElement).closest('a');
    const path = anchor ? getInternalPath(anchor) : null;
    if (path === null) return;
    event.preventDefault();
    void navigate(path);
    onNavigate?.();
  };
  return (
    <Box
      onClick={followInternalLink}
      sx={{
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& p, & ul, & ol, & pre, & table': { my: 1 },
        '& ul, & ol': { pl: 2.5 },
        '& h1, & h2, & h3, & h4': { fontSize: '1rem', fontWeight: 700, mt: 1.5, mb: 0.5 },
        '& a': { color: 'primary.main' },
        '& code': { fontFamily: 'monospace', fontSize: '0.875em' },
        '& pre': { overflowX: 'auto', p: 1, bgcolor: 'action.hover', borderRadius: 1 },
        '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto', maxWidth: '100%' },
        // A cell keeps its figure on one line ("12", not "1" over "2"): the table scrolls sideways
        // in its own box on a phone rather than breaking words anywhere like the prose around it.
        '& th, & td': {
          border: 1,
          borderColor: 'divider',
          px: 1,
          py: 0.5,
          textAlign: 'left',
          whiteSpace: 'nowrap',
          overflowWrap: 'normal',
        },
      }}
      // Sanitised by the domain's rich-text policy (DOMPurify) in renderChatMarkdown.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
