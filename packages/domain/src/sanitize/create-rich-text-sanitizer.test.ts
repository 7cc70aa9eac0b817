import { describe, it, expect } from 'vitest';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { createRichTextSanitizer, type RichTextPurifier } from './create-rich-text-sanitizer.js';
import { RICH_TEXT_ALLOWED_ATTRIBUTES, RICH_TEXT_ALLOWED_TAGS } from './rich-text-policy.js';

const window = new JSDOM('').window;
const purify = createDOMPurify(window);
const sanitize = createRichTextSanitizer(purify);

/** Parses sanitised output back into a DOM, as the browser will, to inspect what really survived. */
const parseOutput = (html: string) => {
  const template = window.document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('*')];
};

const SAFE_HREF = /^(?:#|\/(?![/\\])|https?:|mailto:|tel:)/i;

const expectPolicyHolds = (html: string) => {
  for (const element of parseOutput(html)) {
    const tag = element.tagName.toLowerCase();
    expect(RICH_TEXT_ALLOWED_TAGS as readonly string[], `tag <${tag}> in ${html}`).toContain(tag);
    for (const attribute of element.getAttributeNames()) {
      expect(
        RICH_TEXT_ALLOWED_ATTRIBUTES as readonly string[],
        `attribute ${attribute} in ${html}`,
      ).toContain(attribute);
    }
    const href = element.getAttribute('href');
    if (href !== null) expect(href, `href in ${html}`).toMatch(SAFE_HREF);
  }
  expect(html).not.toMatch(
    /<script|<iframe|<object|<embed|<form|<input|<button|<svg|<math|<style|<img|<meta|<base|<link/i,
  );
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/style\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:text/i);
};

const XSS_VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '<<script>alert(1)//<</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="&#1;javascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example/x">x</a>',
  '<a href="/\\evil.example">x</a>',
  '<a href="javascript:alert(1)" onmouseover="alert(1)">x</a>',
  '<a xlink:href="javascript:alert(1)">x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div onclick="alert(1)">x</div>',
  '<details open ontoggle=alert(1)>x</details>',
  '<body onload=alert(1)>x',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="x.swf"></object>',
  '<embed src="x.swf">',
  '<form action="https://evil.example"><input name=x><button formaction="javascript:alert(1)">go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<style>@import "javascript:alert(1)";</style>',
  '<template><script>alert(1)</script></template>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<p>Hi</p><!-- <img src=x onerror=alert(1)> -->',
  '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=alert(1) src>">',
  '<div id="x" data-foo="y" aria-label="z" title="t">x</div>',
  '<a href="/x" target="javascript:alert(1)">x</a>',
  '<code data-language="js" onclick="alert(1)">x</code>',
];

describe('createRichTextSanitizer: XSS vectors', () => {
  it('has a sizeable vector list', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(25);
  });
  it.each(XSS_VECTORS)('neutralises %s', (vector) => {
    const clean = sanitize(vector);
    expectPolicyHolds(clean);
    // Stable under a second pass: what survived does not mutate into something new.
    expect(sanitize(clean)).toBe(clean);
  });
  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="java\nscript:alert(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="//evil.example/x">x</a>',
    '<a href="relative/page.html">x</a>',
  ])('turns the link target of %s into "#"', (vector) => {
    expect(sanitize(vector)).toBe('<a href="#">x</a>');
  });
  it('keeps the text of removed elements but not script content', () => {
    expect(sanitize('<blockquote>quoted</blockquote><script>evil()</script>')).toBe('quoted');
    expect(sanitize('<form>Name<input value="x"></form>')).toBe('Name');
  });
  it('drops attributes outside the list', () => {
    expect(sanitize('<div id="x" data-foo="y" aria-label="z" title="t" class="c">x</div>')).toBe(
      '<div class="c">x</div>',
    );
  });
});

describe('createRichTextSanitizer: legitimate markup', () => {
  it('keeps headings, emphasis, breaks and rules', () => {
    const html =
      '<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><h5>E</h5><h6>F</h6><p><em>a</em> <strong>b</strong> <b>c</b> <i>d</i><br></p><hr><span class="x">s</span><div>d</div>';
    expect(sanitize(html)).toBe(html);
  });
  it('keeps tables and lists', () => {
    const html =
      '<table><thead><tr><th>Player</th><th>Yds</th></tr></thead><tbody><tr><td>Allen</td><td>4,306</td></tr></tbody></table><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitize(html)).toBe(html);
  });
  it('keeps code with its class and data-language', () => {
    const html = '<pre><code class="language-ts" data-language="ts">const a = 1 &lt; 2;</code></pre>';
    expect(sanitize(html)).toBe(html);
  });
  it('keeps relative, anchor, mailto and tel links as they are', () => {
    const html =
      '<a href="/players/player/123">p</a><a href="#top">t</a><a href="mailto:help@example.com">m</a><a href="tel:+15551234567">c</a>';
    expect(sanitize(html)).toBe(html);
  });
  it('opens http and https links in a new tab without an opener', () => {
    expect(sanitize('<a href="https://www.nfl.com">NFL</a>')).toBe(
      '<a href="https://www.nfl.com" target="_blank" rel="noopener noreferrer">NFL</a>',
    );
    expect(sanitize('<a href="http://example.com" target="_self" rel="opener">x</a>')).toBe(
      '<a href="http://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
  it('adds noopener to any other link that sets a target', () => {
    expect(sanitize('<a href="/stats" target="_blank">s</a>')).toBe(
      '<a href="/stats" target="_blank" rel="noopener noreferrer">s</a>',
    );
  });
  it('returns an empty string for empty input and leaves plain text alone', () => {
    expect(sanitize('')).toBe('');
    // Without a "<" DOMPurify returns text as is; a bare "&" is valid HTML text.
    expect(sanitize('Start Josh Allen & bench 🏈')).toBe('Start Josh Allen & bench 🏈');
    expect(sanitize('Allen & <em>Diggs</em>')).toBe('Allen &amp; <em>Diggs</em>');
  });
  it('keeps a target only on links and only as a keyword', () => {
    expect(sanitize('<a href="/x" target="javascript:alert(1)">x</a>')).toBe('<a href="/x">x</a>');
    expect(sanitize('<a href="/x" target="_SELF">x</a>')).toBe(
      '<a href="/x" target="_SELF" rel="noopener noreferrer">x</a>',
    );
    expect(sanitize('<div target="_blank">x</div>')).toBe('<div>x</div>');
  });
});

describe('createRichTextSanitizer: failure and isolation', () => {
  const fakePurify = (overrides: Partial<RichTextPurifier>): RichTextPurifier => ({
    isSupported: true,
    sanitize: () => '',
    addHook: () => undefined,
    removeHook: () => undefined,
    ...overrides,
  });
  it('escapes the text when sanitising throws', () => {
    const failing = createRichTextSanitizer(
      fakePurify({
        sanitize: () => {
          throw new Error('boom');
        },
      }),
    );
    expect(failing('<b>x</b> & "y"')).toBe('&lt;b&gt;x&lt;/b&gt; &amp; &quot;y&quot;');
  });
  it('escapes the text when DOMPurify is not supported (it would return the input as is)', () => {
    const unsupported = createRichTextSanitizer(fakePurify({ isSupported: false, sanitize: (html) => html }));
    expect(unsupported('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });
  it('escapes the text when sanitise returns something other than a string', () => {
    const odd = createRichTextSanitizer(fakePurify({ sanitize: () => ({}) as unknown as string }));
    expect(odd('<p>x</p>')).toBe('&lt;p&gt;x&lt;/p&gt;');
  });
  it('leaves the shared DOMPurify instance without its hooks afterwards', () => {
    sanitize('<a href="javascript:alert(1)">x</a>');
    // Plain DOMPurify drops the unsafe href rather than rewriting it to "#": our hook is gone.
    expect(purify.sanitize('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(purify.sanitize('<a href="https://x.example">x</a>')).toBe('<a href="https://x.example">x</a>');
  });
  it('removes its hooks even when sanitising throws', () => {
    const removed: string[] = [];
    const failing = createRichTextSanitizer(
      fakePurify({
        sanitize: () => {
          throw new Error('boom');
        },
        removeHook: (entryPoint: string) => {
          removed.push(entryPoint);
        },
      }),
    );
    failing('x');
    expect(removed.sort()).toEqual(['afterSanitizeAttributes', 'uponSanitizeAttribute']);
  });
});
