/**
 * The rich-text sanitiser policy (spec 1 §5, spec 2 §5) as DOMPurify configuration.
 * Allowed: paragraphs, breaks, emphasis, code, headings, lists, tables, links, span, div, hr.
 * blockquote is not in the spec's fixed list, so it is dropped (its text is kept).
 */
export const RICH_TEXT_ALLOWED_TAGS = [
  'p',
  'br',
  'em',
  'strong',
  'b',
  'i',
  'code',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
  'span',
  'div',
  'hr',
] as const;

export const RICH_TEXT_ALLOWED_ATTRIBUTES = ['class', 'href', 'target', 'rel', 'data-language'] as const;

/** Forbidden even if a future edit allowed them; their content is dropped with them where DOMPurify does so. */
const RICH_TEXT_FORBIDDEN_TAGS = ['script', 'object', 'embed', 'form', 'input', 'button'] as const;

/** Event handlers (on*) are excluded by the attribute allow-list; style is named explicitly. */
const RICH_TEXT_FORBIDDEN_ATTRIBUTES = ['style'] as const;

/**
 * Defence in depth behind the href rewrite: DOMPurify itself keeps only "#…", "/…" (not "//") and
 * http(s), mailto and tel URLs. DOMPurify applies this test to every attribute not marked URI-safe,
 * hence ADD_URI_SAFE_ATTR below for the allowed attributes that are not URLs.
 */
const RICH_TEXT_ALLOWED_URI = /^(?:(?:https?|mailto|tel):|#|\/(?![/\\]))/i;

/** The subset of DOMPurify's Config this policy sets. */
export interface RichTextPurifyConfig {
  ALLOWED_TAGS: string[];
  ALLOWED_ATTR: string[];
  FORBID_TAGS: string[];
  FORBID_ATTR: string[];
  ALLOWED_URI_REGEXP: RegExp;
  /** Attributes whose values are not URLs, so ALLOWED_URI_REGEXP must not judge them. */
  ADD_URI_SAFE_ATTR: string[];
  /** Off: only the listed data-language, not every data-* attribute. */
  ALLOW_DATA_ATTR: boolean;
  /** Off: aria-* attributes are not in the spec's list. */
  ALLOW_ARIA_ATTR: boolean;
  ALLOW_UNKNOWN_PROTOCOLS: boolean;
  /** Keep the text of removed elements (e.g. a blockquote's words). */
  KEEP_CONTENT: boolean;
}

/** A fresh DOMPurify configuration for the policy (fresh arrays, so no caller can alter the policy). */
export function getRichTextPurifyConfig(): RichTextPurifyConfig {
  return {
    ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ALLOWED_ATTRIBUTES],
    FORBID_TAGS: [...RICH_TEXT_FORBIDDEN_TAGS],
    FORBID_ATTR: [...RICH_TEXT_FORBIDDEN_ATTRIBUTES],
    ALLOWED_URI_REGEXP: RICH_TEXT_ALLOWED_URI,
    ADD_URI_SAFE_ATTR: ['target', 'rel', 'data-language'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    KEEP_CONTENT: true,
  };
}
