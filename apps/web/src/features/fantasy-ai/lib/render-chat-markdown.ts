import { createRichTextSanitizer, escapeHtml } from '@all22/domain';
import createDOMPurify from 'dompurify';
import { Marked } from 'marked';

// Raw HTML in a reply is not allowed (spec 2 §5): marked shows it as text rather than passing it on.
const marked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    html: ({ text }) => escapeHtml(text),
  },
});

let sanitize: ((html: string) => string) | undefined;

/**
 * A reply as safe HTML (spec 2 §2, §5): markdown rendered by marked, then the domain's sanitiser
 * policy (DOMPurify: allowed tags and attributes only, unsafe links → "#", external links in a
 * new tab with no opener). If rendering fails, the text comes back escaped, in a paragraph.
 */
export function renderChatMarkdown(text: string): string {
  try {
    sanitize ??= createRichTextSanitizer(createDOMPurify(window));
    return sanitize(marked.parse(text) as string);
  } catch {
    return `<p>${escapeHtml(text)}</p>`;
  }
}
