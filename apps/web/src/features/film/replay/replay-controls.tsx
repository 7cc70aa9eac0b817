import { CLIP_TYPE_LABELS, type ClipType } from '@all22/domain';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import RepeatIcon from '@mui/icons-material/Repeat';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { findEventBefore, type ReplayMark } from './replay-events';
import { REPLAY_SPEEDS, formatReplayTime, formatSpeed, type ReplaySpeed } from './replay-description';
import { useReplayTime, type ReplayTimeStore } from './replay-time-store';

export interface ReplayControlsProps {
  isPlaying: boolean;
  onTogglePlay: () => void;
  onStep: (direction: 1 | -1) => void;
  timeStore: ReplayTimeStore;
  durationSeconds: number;
  /** The scrubber's step: one tracking frame. */
  frameSeconds: number;
  marks: readonly ReplayMark[];
  onSeek: (seconds: number) => void;
  speed: ReplaySpeed;
  onSpeedChange: (speed: ReplaySpeed) => void;
  isLooping: boolean;
  onLoopingChange: (isLooping: boolean) => void;
  angles: readonly ClipType[];
  angle: ClipType;
  onAngleChange: (angle: ClipType) => void;
  onPreviousPlay?: () => void;
  onNextPlay?: () => void;
  isFullscreen: boolean;
  onToggleFullscreen: () => void;
  onShowKeys: () => void;
}

/** The bar under the picture: scrubber with the play's events, transport, speed, loop, angle, keys, full screen. */
export function ReplayControls(props: ReplayControlsProps) {
  return (
    <Box sx={{ px: 2, pt: 1, pb: 1.5 }}>
      <ReplayScrubber
        timeStore={props.timeStore}
        durationSeconds={props.durationSeconds}
        frameSeconds={props.frameSeconds}
        marks={props.marks}
        onSeek={props.onSeek}
      />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {props.onPreviousPlay && (
          <ControlButton label="Previous play (J)" onClick={props.onPreviousPlay}>
            <SkipPreviousIcon />
          </ControlButton>
        )}
        <ControlButton label="Previous frame (←)" onClick={() => props.onStep(-1)}>
          <NavigateBeforeIcon />
        </ControlButton>
        <ControlButton
          label={props.isPlaying ? 'Pause (Space)' : 'Play (Space)'}
          onClick={props.onTogglePlay}
        >
          {props.isPlaying ? <PauseIcon /> : <PlayArrowIcon />}
        </ControlButton>
        <ControlButton label="Next frame (→)" onClick={() => props.onStep(1)}>
          <NavigateNextIcon />
        </ControlButton>
        {props.onNextPlay && (
          <ControlButton label="Next play (K)" onClick={props.onNextPlay}>
            <SkipNextIcon />
          </ControlButton>
        )}
        <ToggleButtonGroup
          aria-label="Playback speed"
          size="small"
          exclusive
          value={props.speed}
          onChange={(_, value: ReplaySpeed | null) => value !== null && props.onSpeedChange(value)}
        >
          {REPLAY_SPEEDS.map((speed) => (
            <ToggleButton key={speed} value={speed} aria-label={`Speed ${formatSpeed(speed)}`}>
              {formatSpeed(speed)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Tooltip title="Loop">
          <ToggleButton
            value="loop"
            size="small"
            aria-label="Loop"
            selected={props.isLooping}
            onChange={() => props.onLoopingChange(!props.isLooping)}
          >
            <RepeatIcon fontSize="small" />
          </ToggleButton>
        </Tooltip>
        {props.angles.length > 1 && (
          <ToggleButtonGroup
            aria-label="Camera angle"
            size="small"
            exclusive
            value={props.angle}
            onChange={(_, value: ClipType | null) => value !== null && props.onAngleChange(value)}
          >
            {props.angles.map((angle) => (
              <ToggleButton key={angle} value={angle}>
                {CLIP_TYPE_LABELS[angle]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        <Box sx={{ flex: 1 }} />
        <ControlButton label="Keyboard shortcuts (?)" onClick={props.onShowKeys}>
          <KeyboardIcon />
        </ControlButton>
        <ControlButton
          label={props.isFullscreen ? 'Leave full screen (F)' : 'Full screen (F)'}
          onClick={props.onToggleFullscreen}
        >
          {props.isFullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
        </ControlButton>
      </Stack>
    </Box>
  );
}

/** The scrubber and the clock: the only part of the bar that follows the time. */
function ReplayScrubber({
  timeStore,
  durationSeconds,
  frameSeconds,
  marks,
  onSeek,
}: Pick<ReplayControlsProps, 'timeStore' | 'durationSeconds' | 'frameSeconds' | 'marks' | 'onSeek'>) {
  const time = useReplayTime(timeStore);
  const hasTwoRows = marks.some((mark) => mark.row === 1);
  const sliderMarks = useMemo(
    () =>
      marks.map((mark) => ({
        value: mark.time,
        label: (
          <Box component="span" sx={{ display: 'block', mt: mark.row === 1 ? 2 : 0 }}>
            {mark.label}
          </Box>
        ),
      })),
    [marks],
  );
  // The padding leaves room under the rail for the mark labels (Stack resets its children's margins).
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', pb: hasTwoRows ? 4.5 : 2.5 }}>
      <Slider
        aria-label="Replay position"
        value={Math.min(time, durationSeconds)}
        min={0}
        max={durationSeconds}
        step={frameSeconds}
        marks={sliderMarks}
        getAriaValueText={(value) => describePosition(value, durationSeconds, marks)}
        onChange={(_, value) => onSeek(Array.isArray(value) ? (value[0] ?? 0) : value)}
        size="small"
        sx={{ flex: 1, '& .MuiSlider-markLabel': { fontSize: '0.75rem' } }}
      />
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', pt: 0.5 }}>
        {formatReplayTime(time)} / {formatReplayTime(durationSeconds)}
      </Typography>
    </Stack>
  );
}

function ControlButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label.replace(/ \(.*\)$/, '')} onClick={onClick} size="medium">
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** The scrubber's value for a screen reader: "2.3 s of 6.0 s, pass". */
function describePosition(value: number, durationSeconds: number, marks: readonly ReplayMark[]): string {
  const event = findEventBefore(marks, value);
  return `${formatReplayTime(value)} of ${formatReplayTime(durationSeconds)}${event === null ? '' : `, ${event.label.toLowerCase()}`}`;
}
