import type { PlayDetailResponse, PlayTrackingResponse, TeamResponse } from '@all22/contracts';
import { useMemo } from 'react';
import { buildFieldMarks } from './field-marks';
import { buildReplayPlayers } from './replay-description';
import type { ReplayScene } from './replay-runner';
import { buildReplayTimeline } from './replay-timeline';
import { resolveMatchupPaints } from './team-paints';

/** What the replay draws, built from the props once per play (and again only when a part changes). */
export function useReplayScene(
  tracking: PlayTrackingResponse,
  play: PlayDetailResponse,
  teams: readonly TeamResponse[],
  highlightIds: readonly number[] | undefined,
): ReplayScene {
  // Each part of the scene keyed on what it is made of: a parent re-rendering with equal props
  // (a new highlightIds array, a refetched play) must not rebuild, nor restart, the replay.
  const timeline = useMemo(() => buildReplayTimeline(tracking), [tracking]);
  const paints = useMemo(() => {
    const teamById = new Map(teams.map((team) => [team.teamId, team]));
    return resolveMatchupPaints(teamById.get(play.possessionTeamId), teamById.get(play.defenseTeamId));
  }, [teams, play.possessionTeamId, play.defenseTeamId]);
  const highlightKey = (highlightIds ?? []).join(',');
  const players = useMemo(
    () =>
      buildReplayPlayers(
        tracking,
        play,
        paints,
        highlightKey === '' ? [] : highlightKey.split(',').map(Number),
      ),
    [tracking, play, paints, highlightKey],
  );
  const fieldMarks = useMemo(
    () =>
      buildFieldMarks({
        lineOfScrimmageX: tracking.lineOfScrimmageX,
        playDirection: tracking.playDirection,
        distance: play.distance,
        goalToGo: play.goalToGo,
      }),
    [tracking.lineOfScrimmageX, tracking.playDirection, play.distance, play.goalToGo],
  );
  return useMemo(
    (): ReplayScene => ({
      playId: tracking.id,
      timeline,
      players,
      paints,
      marks: fieldMarks,
      playDirection: tracking.playDirection,
    }),
    [tracking.id, timeline, players, paints, fieldMarks, tracking.playDirection],
  );
}
