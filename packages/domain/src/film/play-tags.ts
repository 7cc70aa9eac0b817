/** What a play's tags are read from: a few of its film attributes (a PlayRecord or its JSON fits). */
export interface PlayTagSource {
  readonly playType: string;
  readonly airYardType: string | null;
  readonly playAction: boolean;
  readonly blitz: boolean;
  readonly sack: boolean;
  readonly pressure: boolean;
  readonly touchdown: boolean;
  readonly interception: boolean;
  readonly fumbleLost: boolean;
  readonly isPenalty: boolean;
  readonly isSafety: boolean;
  readonly redzone: boolean;
  readonly rush10PlusYards: boolean;
  readonly routeType: string | null;
  readonly kickResult: string | null;
}

/** A short upper-case tag of the film list ("DEEP", "PLAY ACTION"), in the order rows show them. */
export const PLAY_TAGS = [
  'TD',
  'INT',
  'FUMBLE LOST',
  'SAFETY',
  'SACK',
  'DEEP',
  'PLAY ACTION',
  'SCREEN',
  'BLITZ',
  'PRESSURE',
  'EXPLOSIVE RUN',
  'RED ZONE',
  'FG GOOD',
  'FG MISSED',
  'PENALTY',
] as const;
export type PlayTag = (typeof PLAY_TAGS)[number];

const isScreen = (routeType: string | null) => routeType === 'RB_SCREEN' || routeType === 'WR_SCREEN';

/**
 * The tags a play's row shows, most telling first: its outcome (TD, turnover, sack), then how it was
 * run (deep shot, play action, screen, blitz). A sack is not also tagged PRESSURE: it says more.
 */
export function getPlayTags(play: PlayTagSource): PlayTag[] {
  const isFieldGoal = play.playType === 'play_type_field_goal';
  const checks: Readonly<Record<PlayTag, boolean>> = {
    TD: play.touchdown,
    INT: play.interception,
    'FUMBLE LOST': play.fumbleLost,
    SAFETY: play.isSafety,
    SACK: play.sack,
    DEEP: play.airYardType === 'DEEP',
    'PLAY ACTION': play.playAction,
    SCREEN: isScreen(play.routeType),
    BLITZ: play.blitz,
    PRESSURE: play.pressure && !play.sack,
    'EXPLOSIVE RUN': play.rush10PlusYards,
    'RED ZONE': play.redzone,
    'FG GOOD': isFieldGoal && play.kickResult === 'GOOD',
    'FG MISSED': isFieldGoal && (play.kickResult === 'NO_GOOD' || play.kickResult === 'BLOCKED'),
    PENALTY: play.isPenalty,
  };
  return PLAY_TAGS.filter((tag) => checks[tag]);
}
