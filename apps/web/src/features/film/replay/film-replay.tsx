import type { PlayDetailResponse, PlayTrackingResponse, TeamResponse } from '@all22/contracts';
import { CLIP_TYPE_LABELS, normalizeClipTypes, type ClipType } from '@all22/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useCallback, useMemo, useRef, useState, type JSX } from 'react';
import { visuallyHiddenSx } from '../../../components/a11y/visually-hidden';
import type { ProjectedDot } from './draw-players';
import { startTimeForPlay, stepReplayFrame } from './replay-clock';
import { ReplayControls } from './replay-controls';
import {
  describeReplay,
  formatPlayState,
  formatPlayerLabel,
  formatSpeed,
  type ReplaySpeed,
} from './replay-description';
import { buildEventMarks, findEventBefore } from './replay-events';
import { describeReplayKeys, type ReplayKeyAction } from './replay-keys';
import { ReplayKeysDialog } from './replay-keys-dialog';
import { ReplayLegend } from './replay-legend';
import { ReplayPlayerList } from './replay-player-list';
import { createReplayTimeStore, useReplayTime, type ReplayTimeStore } from './replay-time-store';
import { useFullscreen } from './use-fullscreen';
import { useReplayKeyboard } from './use-replay-keyboard';
import { useReplayLoop } from './use-replay-loop';
import { useReplayScene } from './use-replay-scene';

/** A team as the teams query answers it (primaryColor, secondaryColor, teamId, abbr…). */
export type Team = TeamResponse;

export interface FilmReplayProps {
  tracking: PlayTrackingResponse;
  /** Description, down and distance, the two teams, the participants' names and numbers. */
  play: PlayDetailResponse;
  /** For colours and abbreviations. */
  teams: readonly Team[];
  /** The user's clip types: the angles offered, the first shown first (none → the defaults). */
  angles: readonly ClipType[];
  /** Players the search was about: ringed on the picture and named in the legend. */
  highlightIds?: readonly number[];
  /** J. */
  onPreviousPlay?: () => void;
  /** K. */
  onNextPlay?: () => void;
}

interface NamedPlayer {
  slot: number;
  source: 'pointer' | 'focus';
}

/**
 * The All22 film player: a play's tracking replayed on a canvas from the Sideline, Endzone or
 * All-22 angle, with transport controls, a scrubber marked with the play's events, and keys.
 * A new play (J/K) starts from its first frame, playing unless the user prefers reduced motion;
 * the angle, speed, loop and full screen carry over.
 */
export function FilmReplay({
  tracking,
  play,
  teams,
  angles,
  highlightIds,
  onPreviousPlay,
  onNextPlay,
}: FilmReplayProps): JSX.Element {
  const rootRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const offered = useMemo(() => normalizeClipTypes(angles), [angles]);
  const [chosenAngle, setChosenAngle] = useState<ClipType | null>(null);
  const angle =
    chosenAngle !== null && offered.includes(chosenAngle) ? chosenAngle : (offered[0] ?? 'SIDELINE');
  const [isPlaying, setIsPlaying] = useState(() => !prefersReducedMotion());
  const [speed, setSpeed] = useState<ReplaySpeed>(1);
  const [isLooping, setIsLooping] = useState(false);
  const [timeStore] = useState(createReplayTimeStore);
  const [named, setNamed] = useState<NamedPlayer | null>(null);
  const [isKeysOpen, setIsKeysOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [shownPlayId, setShownPlayId] = useState(tracking.id);
  if (shownPlayId !== tracking.id) {
    // Reset during render, not in an effect, so the new play never shows the old one's state.
    setShownPlayId(tracking.id);
    setNamed(null);
    setIsPlaying(!prefersReducedMotion());
    setAnnouncement('');
  }
  const { isFullscreen, toggleFullscreen } = useFullscreen(rootRef);

  const scene = useReplayScene(tracking, play, teams, highlightIds);
  const { timeline, players, paints } = scene;
  const marks = useMemo(() => buildEventMarks(tracking.events, timeline), [tracking.events, timeline]);

  const pausedText = useCallback(
    (seconds: number) =>
      formatPlayState({
        isPlaying: false,
        speed,
        time: seconds,
        eventLabel: findEventBefore(marks, seconds)?.label ?? null,
      }),
    [marks, speed],
  );
  const onEnded = useCallback(() => {
    setIsPlaying(false);
    setAnnouncement(pausedText(timeline.durationSeconds));
  }, [pausedText, timeline.durationSeconds]);

  const namedId = named === null ? null : (players[named.slot]?.nflId ?? null);
  const runner = useReplayLoop(canvasRef, {
    scene,
    angle,
    isPlaying,
    speed,
    isLooping,
    namedId,
    onTime: timeStore.set,
    onEnded,
  });

  const togglePlay = () => {
    if (isPlaying) {
      setAnnouncement(pausedText(runner.getTime()));
    } else {
      runner.seek(startTimeForPlay(runner.getTime(), timeline.durationSeconds));
      setAnnouncement(formatPlayState({ isPlaying: true, speed, time: 0, eventLabel: null }));
    }
    setIsPlaying(!isPlaying);
  };
  const step = (direction: 1 | -1) => {
    const next = stepReplayFrame(runner.getTime(), direction, timeline.frameRate, timeline.durationSeconds);
    setIsPlaying(false);
    runner.seek(next);
    setAnnouncement(pausedText(next));
  };
  const changeSpeed = (next: ReplaySpeed) => {
    setSpeed(next);
    setAnnouncement(isPlaying ? `Playing at ${formatSpeed(next)}` : `Speed ${formatSpeed(next)}`);
  };
  const changeAngle = (next: ClipType) => {
    setChosenAngle(next);
    setAnnouncement(`${CLIP_TYPE_LABELS[next]} angle`);
  };
  const changeLooping = (next: boolean) => {
    setIsLooping(next);
    setAnnouncement(next ? 'Loop on' : 'Loop off');
  };

  const onKeyAction = (action: ReplayKeyAction) => {
    switch (action.type) {
      case 'toggle-play':
        return togglePlay();
      case 'step':
        return step(action.direction);
      case 'previous-play':
        return onPreviousPlay?.();
      case 'next-play':
        return onNextPlay?.();
      case 'angle':
        return changeAngle(action.angle);
      case 'fullscreen':
        return toggleFullscreen();
      case 'show-keys':
        return setIsKeysOpen(true);
    }
  };
  useReplayKeyboard(onKeyAction, offered, !isKeysOpen);

  const namePlayerAt = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const slot = runner.hitTest(event.clientX - rect.left, event.clientY - rect.top);
    if (slot === (named?.source === 'pointer' ? named.slot : null)) return;
    setNamed(slot === null ? null : { slot, source: 'pointer' });
  };
  const namedPlayer = named === null ? undefined : players[named.slot];

  return (
    <Paper
      ref={rootRef}
      tabIndex={0}
      role="region"
      aria-label="Film replay"
      aria-keyshortcuts="Space ArrowLeft ArrowRight J K 1 2 3 F ?"
      sx={{
        overflow: 'hidden',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        '&:fullscreen': { display: 'flex', flexDirection: 'column', borderRadius: 0 },
      }}
    >
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: '16 / 9',
          bgcolor: 'background.default',
          ...(isFullscreen && { flex: 1, aspectRatio: 'auto', minHeight: 0 }),
        }}
      >
        <Box
          component="canvas"
          ref={canvasRef}
          role="img"
          aria-label={describeReplay(play, paints, CLIP_TYPE_LABELS[angle])}
          onPointerMove={namePlayerAt}
          onPointerDown={namePlayerAt}
          onPointerLeave={() => named?.source === 'pointer' && setNamed(null)}
          sx={{
            display: 'block',
            width: '100%',
            height: '100%',
            cursor: named?.source === 'pointer' ? 'pointer' : 'default',
          }}
        />
        {named && namedPlayer && (
          <NamedPlayerTooltip
            label={formatPlayerLabel(namedPlayer)}
            timeStore={timeStore}
            locate={() => runner.dotOf(named.slot)}
          />
        )}
      </Box>
      <ReplayLegend paints={paints} players={players} hasFirstDownLine={scene.marks.firstDownX !== null} />
      <ReplayControls
        isPlaying={isPlaying}
        onTogglePlay={togglePlay}
        onStep={step}
        timeStore={timeStore}
        durationSeconds={timeline.durationSeconds}
        frameSeconds={1 / timeline.frameRate}
        marks={marks}
        onSeek={(seconds) => runner.seek(seconds)}
        speed={speed}
        onSpeedChange={changeSpeed}
        isLooping={isLooping}
        onLoopingChange={changeLooping}
        angles={offered}
        angle={angle}
        onAngleChange={changeAngle}
        onPreviousPlay={onPreviousPlay}
        onNextPlay={onNextPlay}
        isFullscreen={isFullscreen}
        onToggleFullscreen={toggleFullscreen}
        onShowKeys={() => setIsKeysOpen(true)}
      />
      <ReplayPlayerList
        players={players}
        onFocusPlayer={(slot) => setNamed({ slot, source: 'focus' })}
        onBlurPlayer={() => setNamed((current) => (current?.source === 'focus' ? null : current))}
      />
      <Box role="status" aria-live="polite" sx={visuallyHiddenSx}>
        {announcement}
      </Box>
      <ReplayKeysDialog
        open={isKeysOpen}
        onClose={() => setIsKeysOpen(false)}
        rows={describeReplayKeys(offered, {
          previous: onPreviousPlay !== undefined,
          next: onNextPlay !== undefined,
        })}
        container={isFullscreen ? () => rootRef.current : undefined}
      />
    </Paper>
  );
}

/** Pixels a one-line tooltip needs above a dot. */
const TOOLTIP_ROOM = 40;

/**
 * "#12 J. Doe (WR, KC)" over the named player's dot. It re-renders with the clock (the time
 * store), so it follows the player while the play runs.
 */
function NamedPlayerTooltip({
  label,
  timeStore,
  locate,
}: {
  label: string;
  timeStore: ReplayTimeStore;
  locate: () => ProjectedDot | null;
}) {
  useReplayTime(timeStore);
  const dot = locate();
  if (dot === null || dot.radius === 0) return null;
  const isNearTop = dot.y - dot.radius < TOOLTIP_ROOM;
  return (
    <Box
      role="tooltip"
      sx={{
        position: 'absolute',
        left: dot.x,
        // Below the dot when there is no room above it (the player is clipped to the picture).
        top: isNearTop ? dot.y + dot.radius + 8 : dot.y - dot.radius - 8,
        transform: isNearTop ? 'translateX(-50%)' : 'translate(-50%, -100%)',
        pointerEvents: 'none',
        px: 1,
        py: 0.5,
        borderRadius: 1,
        bgcolor: 'rgba(14, 17, 22, 0.92)',
        color: 'text.primary',
        typography: 'body2',
        whiteSpace: 'nowrap',
      }}
    >
      {label}
    </Box>
  );
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
