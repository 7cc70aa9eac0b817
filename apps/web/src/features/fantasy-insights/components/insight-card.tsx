import type { InsightPlayer } from '@all22/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PlayerHeadshot } from '../../../components/players/player-headshot';
import { useAppConfig } from '../../../config/app-config-context';
import { InsightPlayerLink, TeamLink } from './insight-links';

export type CardHeadingLevel = 'h3' | 'h4';

/** The tone of a card's tag: good news for the player (a riser), bad news, or neither. */
export type CardTone = 'up' | 'down' | 'neutral';

const TONE_COLORS = { up: 'success', down: 'warning', neutral: 'default' } as const;

/**
 * One insight card: the player (headshot, name linking to his page, position and team linking to
 * its page) and the card's tag, then its figures and film links.
 */
export function InsightCard({
  player,
  title,
  subtitle,
  tag,
  tone,
  headingLevel,
  kind,
  children,
}: {
  /** The player the card is about; null for a matchup without one (the title names the teams). */
  player: InsightPlayer | null;
  /** The heading when there is no player; beside his position in place of his team when there is. */
  title?: ReactNode;
  subtitle?: ReactNode;
  tag: string;
  tone: CardTone;
  headingLevel: CardHeadingLevel;
  kind: string;
  children: ReactNode;
}) {
  const { apiBaseUrl } = useAppConfig();
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="insight-card"
      data-kind={kind}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
        {player && (
          <PlayerHeadshot
            name={player.displayName}
            headshot={player.headshot}
            colorKey={player.team?.teamId ?? player.displayName}
            size={44}
            baseUrl={apiBaseUrl}
          />
        )}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {player ? <InsightPlayerLink player={player} /> : title}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="div">
            {player ? (
              <>
                {player.position}
                {(title ?? player.team) && ' · '}
                {title ?? (player.team && <TeamLink team={player.team} />)}
              </>
            ) : (
              subtitle
            )}
          </Typography>
          {player && subtitle && (
            <Typography variant="body2" color="text.secondary" component="div">
              {subtitle}
            </Typography>
          )}
        </Box>
        <Chip label={tag} size="small" color={TONE_COLORS[tone]} variant="outlined" sx={{ flexShrink: 0 }} />
      </Stack>
      {children}
    </Paper>
  );
}
