import { escapeHtml } from './escape-html.js';
import { getRichTextPurifyConfig, type RichTextPurifyConfig } from './rich-text-policy.js';
import { getSafeHref, isExternalHref } from './safe-href.js';

/** The node a DOMPurify hook receives; only elements have attributes. */
interface SanitizerNode {
  readonly nodeName: string;
}

/** The part of a DOM element the link hooks touch. */
interface SanitizerElement extends SanitizerNode {
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/** DOMPurify's uponSanitizeAttribute event: the hook may rewrite `attrValue` before it is checked. */
interface SanitizerAttributeEvent {
  readonly attrName: string;
  attrValue: string;
}

type AttributeHook = (node: SanitizerElement, event: SanitizerAttributeEvent) => void;
type NodeHook = (node: SanitizerNode) => void;

/**
 * The part of a DOMPurify instance the sanitiser uses. A real `createDOMPurify(window)` fits; the
 * domain never imports DOMPurify or a DOM, so it stays pure and the caller picks the window.
 */
export interface RichTextPurifier {
  readonly isSupported: boolean;
  sanitize(dirty: string, config: RichTextPurifyConfig): string;
  addHook(entryPoint: 'uponSanitizeAttribute', hook: AttributeHook): void;
  addHook(entryPoint: 'afterSanitizeAttributes', hook: NodeHook): void;
  removeHook(entryPoint: 'uponSanitizeAttribute', hook: AttributeHook): unknown;
  removeHook(entryPoint: 'afterSanitizeAttributes', hook: NodeHook): unknown;
}

/** The rel every link opening a new tab gets (spec 1 §5: "noopener noreferrer"). */
const EXTERNAL_LINK_REL = 'noopener noreferrer';
const EXTERNAL_LINK_TARGET = '_blank';

/** The target keywords a link may keep; named windows are dropped (they serve no purpose in replies). */
const ALLOWED_LINK_TARGETS = ['_blank', '_self', '_parent', '_top'] as const;

const isElement = (node: SanitizerNode): node is SanitizerElement =>
  typeof (node as Partial<SanitizerElement>).getAttribute === 'function' &&
  typeof (node as Partial<SanitizerElement>).setAttribute === 'function' &&
  typeof (node as Partial<SanitizerElement>).removeAttribute === 'function';

// Rewrites before DOMPurify validates the value, so an unsafe link becomes "#" instead of losing its href.
const rewriteHref: AttributeHook = (_node, event) => {
  if (event.attrName.toLowerCase() === 'href') event.attrValue = getSafeHref(event.attrValue);
};

const secureLink: NodeHook = (node) => {
  if (!isElement(node)) return;
  const target = node.getAttribute('target');
  if (node.nodeName.toUpperCase() !== 'A') {
    if (target !== null) node.removeAttribute('target');
    return;
  }
  if (target !== null && !(ALLOWED_LINK_TARGETS as readonly string[]).includes(target.toLowerCase())) {
    node.removeAttribute('target');
  }
  const href = node.getAttribute('href');
  if (href !== null && isExternalHref(href)) {
    node.setAttribute('target', EXTERNAL_LINK_TARGET);
    node.setAttribute('rel', EXTERNAL_LINK_REL);
  } else if (node.getAttribute('target') !== null) {
    // Any other link that opens elsewhere must not hand over window.opener either.
    node.setAttribute('rel', EXTERNAL_LINK_REL);
  }
};

/**
 * Builds the rich-text sanitiser (spec 1 §5, spec 2 §5): HTML in, HTML that follows the policy out
 * (rich-text-policy.ts; unsafe hrefs → "#"; http(s) links get target=_blank and
 * rel="noopener noreferrer"; a target is kept only on links and only as a keyword such as _blank). If DOMPurify is unsupported in this environment (it would then
 * return its input untouched) or sanitising throws, the text comes back HTML-escaped.
 * Hooks are added for each call and removed after it, so a shared DOMPurify instance is left as it was.
 */
export function createRichTextSanitizer(purify: RichTextPurifier): (html: string) => string {
  return (html) => {
    if (!purify.isSupported) return escapeHtml(html);
    try {
      purify.addHook('uponSanitizeAttribute', rewriteHref);
      purify.addHook('afterSanitizeAttributes', secureLink);
      const clean: unknown = purify.sanitize(html, getRichTextPurifyConfig());
      return typeof clean === 'string' ? clean : escapeHtml(html);
    } catch {
      return escapeHtml(html);
    } finally {
      purify.removeHook('uponSanitizeAttribute', rewriteHref);
      purify.removeHook('afterSanitizeAttributes', secureLink);
    }
  };
}
