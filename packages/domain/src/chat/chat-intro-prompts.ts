/**
 * The intro card's prompts (spec 2 §1, §2): player analysis, trade advice, lineup help and waiver
 * pickups. Each sends a real question, answerable from the league's stats.
 */
export const CHAT_INTRO_PROMPTS = [
  {
    intent: 'player-analysis',
    label: 'Player analysis',
    question:
      'Which quarterbacks have scored the most fantasy points this season, and how are they trending?',
  },
  {
    intent: 'trade-advice',
    label: 'Trade advice',
    question:
      'Which running backs are good trade targets right now, based on their recent touches and points?',
  },
  {
    intent: 'lineup-help',
    label: 'Lineup help',
    question: 'Which wide receivers should I start this week, and which should sit?',
  },
  {
    intent: 'waiver-pickups',
    label: 'Waiver pickups',
    question: 'Which players have been trending up over the last few weeks and are worth a waiver pickup?',
  },
] as const;
