import Box from '@mui/material/Box';
import { visuallyHiddenSx } from '../../../components/a11y/visually-hidden';
import type { ReplayPlayer } from './replay-description';

/**
 * The players on the field for keyboards and screen readers: a visually hidden list whose items
 * take the focus; focusing one names him on the picture (ring and tooltip), which is what a
 * sighted keyboard user sees of the focus.
 */
export function ReplayPlayerList({
  players,
  onFocusPlayer,
  onBlurPlayer,
}: {
  players: readonly ReplayPlayer[];
  onFocusPlayer: (slot: number) => void;
  onBlurPlayer: () => void;
}) {
  const ordered = [...players].sort((a, b) =>
    a.side === b.side ? (a.jerseyNumber ?? 100) - (b.jerseyNumber ?? 100) : a.side === 'offense' ? -1 : 1,
  );
  return (
    <Box component="ul" aria-label="Players on the field" sx={visuallyHiddenSx}>
      {ordered.map((player) => (
        // A list item, not a button: focusing it names the player, there is nothing to press.
        <li key={player.nflId} tabIndex={0} onFocus={() => onFocusPlayer(player.slot)} onBlur={onBlurPlayer}>
          {describeListedPlayer(player)}
        </li>
      ))}
    </Box>
  );
}

/** "#15 Jalen Doe, QB, KC offense, searched player". */
export function describeListedPlayer(player: ReplayPlayer): string {
  return [
    `${player.jerseyNumber === null ? '' : `#${player.jerseyNumber} `}${player.name ?? 'Unknown player'}`,
    player.position,
    `${player.teamAbbr ? `${player.teamAbbr} ` : ''}${player.side}`,
    ...(player.isHighlighted ? ['searched player'] : []),
  ].join(', ');
}
