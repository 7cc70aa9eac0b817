/**
 * Test support: a fake model that behaves as a well-instructed one would with the analyst's real
 * tools. It picks the tools the question's keywords call for (as a model reads their
 * descriptions), fills their arguments from the JSON schemas the engine sent and the question
 * (player names, teams, positions, counts of games), and writes its answer (verdict, then a table
 * of figures, players linked) only from the tool messages it received; when every tool answered
 * with an error, it says so without a figure. The grounding test checks the engine keeps it honest.
 */
import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';
import {
  readQuestion,
  readToolResults,
  textReply,
  toolCallReply,
  type FakeModel,
  type FakeToolCall,
} from './fake-openai-server.js';

interface JsonSchemaProperty {
  readonly type?: string | readonly string[];
  readonly enum?: readonly unknown[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
}

interface ObjectSchema {
  readonly properties?: Record<string, JsonSchemaProperty>;
  readonly required?: readonly string[];
}

/** The most tools the fake model calls for one question. */
const MAX_TOOLS = 2;
/** The most figures one answer's table shows. */
const MAX_FIGURES = 8;

/** The words that call for each analyst tool, and the words that mean another tool is meant. */
const TOOL_KEYWORDS: Readonly<Record<string, { calls: RegExp; unless?: RegExp }>> = {
  find_players: { calls: /\b(find|search|named|called)\b/i },
  get_player_fantasy_profile: { calls: /\b(profile|tell me about|fantasy points)\b/i },
  get_fantasy_rankings: {
    calls: /\b(top|best|rank\w*)\b/i,
    unless: /\b(waivers?|pick(ing)? ?ups?|compare|vs|better)\b/i,
  },
  get_player_usage: { calls: /\b(usage|snaps?|targets?|carries|touches|trend\w*)\b/i },
  get_points_allowed_to_position: { calls: /\b(allow\w*|matchup)\b/i },
  get_injury_status: { calls: /\b(injur\w*|hurt|practice)\b/i },
  get_schedule_outlook: { calls: /\b(bye|schedule|play next|next games?|upcoming)\b/i },
  get_team_stats: { calls: /\b(record|team stats|turnovers)\b/i },
  compare_players: { calls: /\b(compare|vs|versus|better)\b/i },
  find_waiver_candidates: { calls: /\b(waivers?|pick(ing)? ?ups?)\b/i },
  get_position_outlook: { calls: /\b(trade targets?|start or sit|outlook)\b/i },
};

/** Capitalised words that start questions, not names. */
const QUESTION_WORDS = new Set(
  'Who What When Where Which How Is Are Does Did Do Should Show Tell Compare Rank Top Best Any Find Team Give'.split(
    ' ',
  ),
);

/** How a question names the fantasy positions. */
const POSITION_WORDS: Readonly<Record<string, RegExp>> = {
  QB: /\b(QBs?|quarterbacks?)\b/,
  RB: /\b(RBs?|running backs?)\b/i,
  WR: /\b(WRs?|wide receivers?|receivers?)\b/i,
  TE: /\b(TEs?|tight ends?)\b/i,
  K: /\b(Ks|kickers?)\b/i,
};

/** Counts a question may spell out ("the last three games"). */
const NUMBER_WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6 };

/** What the question mentions: players, teams, positions, a list length, a window of games. */
interface QuestionMentions {
  readonly players: readonly string[];
  readonly team: string | undefined;
  readonly positions: readonly string[];
  readonly limit: number | undefined;
  readonly window: number | undefined;
}

/** A count written in digits or spelled out. */
function readCount(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  return /^\d+$/.test(text) ? Number(text) : NUMBER_WORDS[text.toLowerCase()];
}

/**
 * A team follows "the" ("the Chiefs", "the 49ers") or is an abbreviation ("KC"); a player is a
 * run of capitalised words elsewhere ("Jalen Valbrook", or a last name alone).
 */
function readMentions(question: string): QuestionMentions {
  const afterThe = /\bthe ([A-Z0-9][A-Za-z0-9]+)/.exec(question)?.[1];
  const abbreviation = question
    .match(/\b[A-Z]{2,3}\b/g)
    ?.find((word) => !Object.values(POSITION_WORDS).some((pattern) => pattern.test(word)));
  const players = [...question.matchAll(/(?<!\bthe )\b[A-Z][a-z]+(?: [A-Z][a-z]+)*/g)].flatMap(([run]) => {
    const words = run.split(' ');
    while (words[0] !== undefined && QUESTION_WORDS.has(words[0])) words.shift();
    return words.length > 0 ? [words.join(' ')] : [];
  });
  return {
    players,
    team: afterThe ?? abbreviation,
    positions: Object.keys(POSITION_WORDS).filter((position) => POSITION_WORDS[position]?.test(question)),
    limit: readCount(/\btop (\d+|two|three|four|five|six)\b/i.exec(question)?.[1]),
    window: readCount(
      /\b(?:last|past|next) (\d+|two|three|four|five|six) (?:weeks|games)\b/i.exec(question)?.[1],
    ),
  };
}

function isInRange(value: number, property: JsonSchemaProperty): boolean {
  return value >= (property.minimum ?? -Infinity) && value <= (property.maximum ?? Infinity);
}

/** The values the model would give one argument (several positions: one call each); [] to leave it out. */
function argumentValues(key: string, property: JsonSchemaProperty, mentions: QuestionMentions): unknown[] {
  if (property.enum) return mentions.positions.filter((position) => property.enum?.includes(position));
  if (property.type === 'array') {
    const count = mentions.players.length;
    const fits = count >= (property.minItems ?? 0) && count <= (property.maxItems ?? Infinity);
    return fits ? [mentions.players] : [];
  }
  if (property.type === 'string') {
    const value = key === 'team' ? mentions.team : mentions.players[0];
    return value === undefined ? [] : [value];
  }
  // A list's length ("top 5") or a window of games ("the last 3 weeks"); the rest keep their defaults.
  const count = key === 'limit' ? mentions.limit : /weeks|games/i.test(key) ? mentions.window : undefined;
  return count !== undefined && isInRange(count, property) ? [count] : [];
}

/**
 * The argument sets for a tool (one per position the question names), or none when a required
 * argument is missing from the question: a model does not call a tool it cannot fill. A tool
 * taking a team or a player (the schedule) gets the team when the question names one.
 */
function buildArguments(schema: ObjectSchema, mentions: QuestionMentions): Record<string, unknown>[] {
  const properties = Object.entries(schema.properties ?? {});
  const hasTeam = schema.properties?.team !== undefined && mentions.team !== undefined;
  let variants: Record<string, unknown>[] = [{}];
  for (const [key, property] of properties) {
    const values = key === 'player' && hasTeam ? [] : argumentValues(key, property, mentions);
    if (values.length === 0) {
      if (schema.required?.includes(key)) return [];
      continue;
    }
    variants = variants.flatMap((args) => values.map((value) => ({ ...args, [key]: value })));
  }
  return variants;
}

/** The model's first turn: the tool calls the question points to. */
function askForTools(question: string, tools: readonly ChatCompletionFunctionTool[]): FakeToolCall[] {
  const mentions = readMentions(question);
  return tools
    .filter(({ function: { name } }) => {
      const keywords = TOOL_KEYWORDS[name];
      return keywords !== undefined && keywords.calls.test(question) && !keywords.unless?.test(question);
    })
    .map((tool) => ({
      tool,
      calls: buildArguments((tool.function.parameters ?? {}) as ObjectSchema, mentions),
    }))
    .filter(({ calls }) => calls.length > 0)
    .slice(0, MAX_TOOLS)
    .flatMap(({ tool, calls }) =>
      calls.map((args) => ({ name: tool.function.name, arguments: JSON.stringify(args) })),
    );
}

interface FigureRow {
  readonly who: string;
  readonly figure: string;
  readonly value: number;
}

/** A player of a result, linked to his page (the answer's way of naming him), or undefined. */
function linkPlayer(record: Record<string, unknown>): string | undefined {
  return typeof record.name === 'string' && typeof record.nflId === 'number'
    ? `[${record.name}](/players/player/${record.nflId})`
    : undefined;
}

/** Each numeric field of the results, with the names beside it (ids are links, not figures). */
function collectFigures(value: unknown, who: string, rows: FigureRow[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collectFigures(item, who, rows);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  const strings = Object.values(record).filter((field): field is string => typeof field === 'string');
  // A record about a player or a team (the tools nest them as `player` and `team`) is named by it.
  const about = (key: string) => record[key] as Record<string, unknown> | null | undefined;
  const player = about('player');
  const team = about('team');
  const label =
    linkPlayer(record) ??
    (player && linkPlayer(player)) ??
    (typeof team?.name === 'string' ? team.name : strings.join(' '));
  const here = [who, label].filter(Boolean).join(', ');
  for (const [key, field] of Object.entries(record)) {
    if (typeof field === 'number' && !/id$/i.test(key)) rows.push({ who: here, figure: key, value: field });
    else if (typeof field === 'object') collectFigures(field, here, rows);
  }
}

const showNumber = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

const isError = (result: unknown): result is { error: string } =>
  result !== null && typeof result === 'object' && 'error' in result;

/** The players a result lists (find_players: names without figures), linked, with position and team. */
function listPlayers(result: unknown): string[] {
  const found = (result as { players?: unknown }).players;
  return (Array.isArray(found) ? (found as Record<string, unknown>[]) : []).flatMap((player) => {
    const link = linkPlayer(player);
    return link ? [`${link} (${String(player.position)}, ${String(player.teamAbbr ?? 'no team')})`] : [];
  });
}

/**
 * The final turn: a verdict, then the figures the tool messages hold, in a small table; the
 * players found when the results name players but hold no figure.
 */
function writeAnswer(results: readonly unknown[]): string[] {
  const usable = results.filter((result) => !isError(result));
  const rows: FigureRow[] = [];
  for (const result of usable) collectFigures(result, '', rows);
  const found = usable.flatMap(listPlayers);
  if (rows.length === 0 && found.length > 0) {
    return ['**Verdict:** these players match.\n\n', ...found.map((player) => `- ${player}\n`)];
  }
  if (rows.length === 0) {
    const [failure] = results.filter(isError);
    return failure
      ? ["**I couldn't look that up.** ", `The league's data says: ${failure.error}. Check the name?`]
      : ["**I can't answer that from the league's numbers.** ", 'None of my tools covers it.'];
  }
  return [
    "**Verdict:** here is what the league's numbers say.\n\n",
    '| Who | Figure | Value |\n| --- | --- | --- |\n',
    ...rows
      .slice(0, MAX_FIGURES)
      .map((row) => `| ${row.who || '—'} | ${row.figure} | ${showNumber(row.value)} |\n`),
  ];
}

/**
 * The well-behaved fake model. `embellish` adds a sentence to its answer (the grounding test's
 * invented number, to show the check catches one).
 */
export function createKeywordAnalystModel(embellish = ''): FakeModel {
  return (request) => {
    const tools = (request.body.tools ?? []).filter((tool) => tool.type === 'function');
    const results = readToolResults(request);
    if (results.length === 0) {
      const calls = askForTools(readQuestion(request), tools);
      if (calls.length > 0) return toolCallReply(...calls);
    }
    return textReply(...writeAnswer(results), embellish);
  };
}
