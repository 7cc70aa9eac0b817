import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { ChatReplyContent } from './chat-reply-content';

const REPLY = [
  'Bryce Wenodell has a long-running-streak-of-unbroken-words in his prose.',
  '',
  '| Game | Opp | FPTS | Tgt |',
  '| --- | --- | --- | --- |',
  '| Week 2 | CHI | 29.5 | 16 |',
].join('\n');

describe('ChatReplyContent', () => {
  it("keeps a table cell's figure on one line while the prose still breaks anywhere", async () => {
    renderApp({ routes: [{ path: '*', element: <ChatReplyContent text={REPLY} /> }] });
    const cell = await screen.findByRole('cell', { name: '29.5' });
    for (const element of [cell, screen.getByRole('columnheader', { name: 'FPTS' })]) {
      expect(getComputedStyle(element).whiteSpace).toBe('nowrap');
      expect(getComputedStyle(element).overflowWrap).toBe('normal');
    }
    const prose = screen.getByText(/long-running/);
    expect(getComputedStyle(prose).overflowWrap).toBe('anywhere');
  });
});
