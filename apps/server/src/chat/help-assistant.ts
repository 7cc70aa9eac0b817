import type { ChatAssistant } from './chat-assistant.js';

/**
 * The interim assistant, until the analyst (issue 18 §2) is connected: it does not pretend to
 * analyse anything. It says plainly what the chat can do today and which questions the analyst
 * will answer, in the four intents of the intro card.
 */
const HELP_TEXT_PARTS = [
  "The Fantasy AI analyst is being connected to the league's numbers, so I can't answer questions about players or teams yet. ",
  'Your messages are saved in this conversation, and you can come back to it later.\n\n',
  'Once the analyst is connected, you will be able to ask for:\n\n',
  '- **Player analysis**: "How has Justin Jefferson been trending the last four weeks?"\n',
  '- **Trade advice**: "Should I trade Saquon Barkley for Davante Adams?"\n',
  '- **Lineup help**: "Who should I start at flex this week?"\n',
  '- **Waiver pickups**: "Which running backs are worth picking up?"\n',
];

export function createHelpAssistant(): ChatAssistant {
  return {
    async *reply({ signal }) {
      for (const part of HELP_TEXT_PARTS) {
        if (signal.aborted) return;
        yield part;
      }
    },
  };
}
