/** Server-rendered identity pages: escaping, the shared frame and form fields. No client script. */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** A fragment of HTML that is already safe; only page builders create these. */
export interface Html {
  readonly html: string;
}

export function raw(html: string): Html {
  return { html };
}

/** Tagged template that escapes every interpolated value unless it is already {@link Html}. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += renderValue(value) + (strings[index + 1] ?? '');
  });
  return raw(out);
}

function renderValue(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(renderValue).join('');
  if (typeof value === 'object' && 'html' in value) return (value as Html).html;
  return escapeHtml(String(value));
}

export interface PageOptions {
  title: string;
  /** Base path of the identity pages (the issuer's path, e.g. /identity), for the stylesheet. */
  basePath: string;
  body: Html;
  /** A wider card, for pages with lists (plans, subscriptions). */
  isWide?: boolean;
}

/** The frame every identity page shares: dark and gold, one column, readable on a phone. */
export function renderPage({ title, basePath, body, isWide = false }: PageOptions): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark" />
        <title>${title} | All22</title>
        <link rel="stylesheet" href="${basePath}/assets/identity.css" />
        <link rel="icon" type="image/svg+xml" href="${basePath}/assets/icon.svg" />
      </head>
      <body>
        <main class="card${isWide ? ' card-wide' : ''}">
          <p class="brand" aria-hidden="true">ALL22</p>
          ${body}
        </main>
      </body>
    </html>`.html;
}

export interface FieldOptions {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  value?: string;
  error?: string | undefined;
  autocomplete?: string;
  maxLength?: number;
  autofocus?: boolean;
}

/** A labelled input; its error is tied to it with aria-describedby and announced. */
export function renderField(field: FieldOptions): Html {
  const id = `field-${field.name}`;
  const errorId = `${id}-error`;
  return html`<div class="field${field.error ? ' has-error' : ''}">
    <label for="${id}">${field.label}</label>
    <input
      id="${id}"
      name="${field.name}"
      type="${field.type ?? 'text'}"
      value="${field.value ?? ''}"
      ${field.autocomplete ? raw(`autocomplete="${escapeHtml(field.autocomplete)}"`) : ''}
      ${field.maxLength ? raw(`maxlength="${field.maxLength}"`) : ''}
      ${field.error ? raw(`aria-invalid="true" aria-describedby="${errorId}"`) : ''}
      ${field.autofocus ? raw('autofocus') : ''}
      required
    />
    ${field.error ? html`<p class="error" id="${errorId}" role="alert">${field.error}</p>` : ''}
  </div>`;
}

/** A page-level message (an error above the form, or a notice). */
export function renderNotice(message: string | undefined, kind: 'error' | 'info' = 'error'): Html {
  if (!message) return raw('');
  return html`<p class="notice notice-${kind}" role="${kind === 'error' ? 'alert' : 'status'}">
    ${message}
  </p>`;
}

/** A hidden form field (a CSRF token, a return path). */
export function renderHidden(name: string, value: string): Html {
  return html`<input type="hidden" name="${name}" value="${value}" />`;
}
