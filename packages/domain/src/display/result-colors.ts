/** Game result colours (spec 1 §9): win green, loss red. Hex so every renderer agrees. */
export const WIN_COLOR = '#4caf50';
export const LOSS_COLOR = '#f44336';

export const GAME_RESULTS = ['win', 'loss'] as const;
export type GameResult = (typeof GAME_RESULTS)[number];

/** Colour of a result: green for a win, red for a loss. */
export function getResultColor(result: GameResult): string {
  switch (result) {
    case 'win':
      return WIN_COLOR;
    case 'loss':
      return LOSS_COLOR;
  }
}
