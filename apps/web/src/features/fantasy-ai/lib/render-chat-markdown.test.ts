import { describe, expect, it } from 'vitest';
import { renderChatMarkdown } from './render-chat-markdown';

describe('renderChatMarkdown (spec 2 §2, §5)', () => {
  it('formats markdown: emphasis, lists, tables, code', () => {
    const html = renderChatMarkdown(
      '**Start** him:\n\n- one\n- two\n\n| Player | Pts |\n| --- | --- |\n| A | 12.5 |\n\n`code`',
    );
    expect(html).toContain('<strong>Start</strong>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<td>12.5</td>');
    expect(html).toContain('<code>code</code>');
  });

  it('shows raw HTML as text, never as markup', () => {
    const html = renderChatMarkdown('Hi <img src=x onerror=alert(1)> <script>alert(1)</script>');
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain('&lt;img');
  });

  it('keeps safe links: in-app paths as they are, external ones in a new tab without an opener', () => {
    const html = renderChatMarkdown(
      '[Player](/players/player/123) [Film](/film/plays?season=2018&down=3) [NFL](https://www.nfl.com)',
    );
    expect(html).toContain('<a href="/players/player/123">Player</a>');
    expect(html).toContain('<a href="/film/plays?season=2018&amp;down=3">Film</a>');
    expect(html).toContain('<a href="https://www.nfl.com" target="_blank" rel="noopener noreferrer">NFL</a>');
  });

  it('turns unsafe links into "#"', () => {
    expect(renderChatMarkdown('[x](javascript:alert(1))')).toContain('<a href="#">x</a>');
    expect(renderChatMarkdown('[x](data:text/html,hi)')).not.toContain('data:');
  });
});
