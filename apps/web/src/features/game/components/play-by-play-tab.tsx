import type { Drive, GameResponse, PlayByPlayPlay } from '@all22/contracts';
import { formatDownAndDistance, formatStatValue, getYardsToGoal } from '@all22/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { TeamLogo } from '../../../components/games/team-logo';
import { usePlayByPlay } from '../api/get-play-by-play';
import { GameWinProbability } from './box-score-tab';
import { QueryView } from './query-view';

type Teams = Pick<GameResponse, 'homeTeam' | 'visitorTeam'>;

const DRIVE_RESULT_LABELS: Record<Drive['result'], string> = {
  TOUCHDOWN: 'Touchdown',
  FIELD_GOAL: 'Field goal',
  MISSED_FIELD_GOAL: 'Missed field goal',
  PUNT: 'Punt',
  INTERCEPTION: 'Interception',
  FUMBLE: 'Fumble',
  DOWNS: 'Turnover on downs',
  SAFETY: 'Safety',
  END_OF_HALF: 'End of half',
  END_OF_GAME: 'End of game',
  IN_PROGRESS: 'In progress',
};

const teamOf = (teams: Teams, teamId: string) =>
  teams.homeTeam.teamId === teamId ? teams.homeTeam : teams.visitorTeam;

/** "Q1 14:53 · 2nd & 10 at HOU 25"; kickoffs and tries have no down. */
function situation(play: PlayByPlayPlay, teams: Teams): string {
  const abbr = teamOf(teams, play.possessionTeamId).abbr;
  const down = formatDownAndDistance(play.down, play.distance, getYardsToGoal(play.yardLine, abbr));
  return [
    `Q${play.quarter > 4 ? 'OT' : play.quarter} ${play.clock}`,
    down,
    play.yardLine && `at ${play.yardLine}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

function PlayRow({ play, teams }: { play: PlayByPlayPlay; teams: Teams }) {
  return (
    <Box
      component="li"
      data-play-id={play.id}
      sx={{
        py: 1,
        px: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: play.isScoring ? 'action.selected' : undefined,
        listStyle: 'none',
      }}
    >
      <Typography variant="caption" color="text.secondary" component="p">
        {situation(play, teams)}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {play.description}
      </Typography>
      {play.isScoring && (
        <Typography variant="caption" sx={{ fontWeight: 700 }} component="p">
          {teams.visitorTeam.abbr} {play.visitorScore} – {teams.homeTeam.abbr} {play.homeScore}
        </Typography>
      )}
    </Box>
  );
}

function DriveCard({ drive, teams }: { drive: Drive; teams: Teams }) {
  const headingId = useId();
  const team = teamOf(teams, drive.teamId);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} data-drive={drive.number}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', p: 1.5 }}>
        <TeamLogo team={team} size={32} />
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
            Drive {drive.number} · {team.abbr} · {DRIVE_RESULT_LABELS[drive.result]}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatStatValue(drive.playCount, { decimals: 0 })} plays,{' '}
            {formatStatValue(drive.yards, { decimals: 0 })} yards, {drive.timeOfPossession} · from{' '}
            {drive.startYardLine ?? '—'}, Q{drive.startQuarter} {drive.startClock}
          </Typography>
        </Box>
      </Stack>
      <Box component="ol" sx={{ m: 0, p: 0 }} aria-label={`${team.abbr} drive ${drive.number} plays`}>
        {drive.plays.map((play) => (
          <PlayRow key={play.id} play={play} teams={teams} />
        ))}
      </Box>
    </Paper>
  );
}

/** Play by Play: win probability, then every drive with its plays, in game order. */
export function PlayByPlayTab({ game }: { game: GameResponse }) {
  const playByPlay = usePlayByPlay(String(game.gameId));
  return (
    <QueryView query={playByPlay} what="The play-by-play">
      {(data) =>
        data.drives.length === 0 ? (
          <Alert severity="info">The play-by-play starts at kick-off.</Alert>
        ) : (
          <>
            <GameWinProbability game={game} />
            <Stack spacing={2}>
              {data.drives.map((drive) => (
                <DriveCard key={drive.number} drive={drive} teams={game} />
              ))}
            </Stack>
          </>
        )
      }
    </QueryView>
  );
}
