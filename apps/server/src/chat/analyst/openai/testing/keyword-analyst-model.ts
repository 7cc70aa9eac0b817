/**
 * Test support: a fake model that behaves as a well-instructed one would, for any tool set. It
 * picks the tools whose names and descriptions share the most telling words with the question,
 * fills their arguments from the JSON schemas the engine sent (enum values and names the
 * question mentions), and writes its answer (verdict, then a table of figures, players linked)
 * only from the tool messages it received. The grounding test checks the engine keeps it honest.
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
  readonly default?: unknown;
}

interface ObjectSchema {
  readonly properties?: Record<string, JsonSchemaProperty>;
  readonly required?: readonly string[];
}

/** The most tools the fake model calls for one question. */
const MAX_TOOLS = 2;
/** The most figures one answer's table shows. */
const MAX_FIGURES = 8;

/** Word stems worth matching: lower-cased, 4+ letters, compared on their first 6 letters. */
function stems(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((word) => word.slice(0, 6)));
}

/** The tools to call: the best keyword matches, words every tool shares counting for nothing. */
function pickTools(
  question: string,
  tools: readonly ChatCompletionFunctionTool[],
): ChatCompletionFunctionTool[] {
  const toolStems = tools.map((tool) =>
    stems(`${tool.function.name.replace(/_/g, ' ')} ${tool.function.description ?? ''}`),
  );
  const questionStems = stems(question);
  const scores = toolStems.map((words) =>
    [...words]
      .filter((word) => questionStems.has(word))
      .reduce(
        (sum, word) => sum + Math.log(tools.length / toolStems.filter((other) => other.has(word)).length),
        0,
      ),
  );
  const best = Math.max(0, ...scores);
  if (best === 0) return [];
  return tools.filter((_tool, index) => (scores[index] ?? 0) >= best - 1e-9).slice(0, MAX_TOOLS);
}

/** The question's words as tokens an enum value could be: "RBs" → "RB", "Okafor's" → "Okafor". */
function questionTokens(question: string): string[] {
  return (question.match(/[A-Za-z0-9]+(?:'s)?/g) ?? []).flatMap((word) => {
    const bare = word.replace(/'s$/, '');
    return /^[A-Z]{1,3}s$/.test(bare) ? [bare, bare.slice(0, -1)] : [bare];
  });
}

/** A name the question mentions: its run of capitalised words after the first word. */
function mentionedName(question: string, enumValues: ReadonlySet<string>): string | undefined {
  const words = questionTokens(question).slice(1);
  const runs: string[][] = [[]];
  for (const word of words) {
    if (/^[A-Z][a-z]+$/.test(word) && !enumValues.has(word)) runs.at(-1)?.push(word);
    else if (runs.at(-1)?.length) runs.push([]);
  }
  const longest = runs.reduce((a, b) => (b.length > a.length ? b : a), []);
  return longest.length > 0 ? longest.join(' ') : undefined;
}

/** One or more argument sets for a tool: one per enum value the question names (e.g. QB and RB). */
function buildArguments(schema: ObjectSchema, question: string): Record<string, unknown>[] {
  const tokens = questionTokens(question);
  const required = new Set(schema.required ?? []);
  const enumValues = new Set(
    Object.values(schema.properties ?? {}).flatMap((property) => (property.enum ?? []).map(String)),
  );
  let variants: Record<string, unknown>[] = [{}];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const values = argumentValues(key, property, required.has(key), question, tokens, enumValues);
    if (values.length === 0) continue;
    variants = variants.flatMap((args) => values.map((value) => ({ ...args, [key]: value })));
  }
  return variants;
}

function argumentValues(
  key: string,
  property: JsonSchemaProperty,
  isRequired: boolean,
  question: string,
  tokens: readonly string[],
  enumValues: ReadonlySet<string>,
): unknown[] {
  if (property.enum) {
    const named = property.enum.filter((value) => tokens.includes(String(value)));
    return named.length > 0 ? named : isRequired ? [property.enum[0]] : [];
  }
  const type = Array.isArray(property.type) ? property.type[0] : property.type;
  if (type === 'string') {
    const name = /name|player|query|search/i.test(key) ? mentionedName(question, enumValues) : undefined;
    return name ? [name] : [];
  }
  if (type === 'integer' || type === 'number') {
    const inRange = tokens
      .filter((token) => /^\d+$/.test(token))
      .map(Number)
      .find((value) => value >= (property.minimum ?? -Infinity) && value <= (property.maximum ?? Infinity));
    if (inRange !== undefined) return [inRange];
    return isRequired ? [property.default ?? property.minimum ?? 1] : [];
  }
  return [];
}

/** The model's first turn: the tool calls the question points to. */
function askForTools(question: string, tools: readonly ChatCompletionFunctionTool[]): FakeToolCall[] {
  return pickTools(question, tools).flatMap((tool) =>
    buildArguments((tool.function.parameters ?? {}) as ObjectSchema, question).map((args) => ({
      name: tool.function.name,
      arguments: JSON.stringify(args),
    })),
  );
}

interface FigureRow {
  readonly who: string;
  readonly figure: string;
  readonly value: number;
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
  const label =
    typeof record.name === 'string' && typeof record.playerId === 'number'
      ? `[${record.name}](/players/player/${record.playerId})`
      : strings.join(' ');
  const here = [who, label].filter(Boolean).join(', ');
  for (const [key, field] of Object.entries(record)) {
    if (typeof field === 'number' && !/id$/i.test(key)) rows.push({ who: here, figure: key, value: field });
    else if (typeof field === 'object') collectFigures(field, here, rows);
  }
}

const showNumber = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** The final turn: a verdict, then the figures the tool messages hold, in a small table. */
function writeAnswer(results: readonly unknown[], toolNames: readonly string[]): string[] {
  const usable = results.filter(
    (result) => !(result !== null && typeof result === 'object' && 'error' in result),
  );
  const rows: FigureRow[] = [];
  for (const result of usable) collectFigures(result, '', rows);
  if (rows.length === 0) {
    return [
      "**I can't answer that from the league's numbers.** ",
      `My tools (${toolNames.join(', ')}) found nothing that covers it.`,
    ];
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
    const question = readQuestion(request);
    if (results.length === 0) {
      const calls = askForTools(question, tools);
      if (calls.length > 0) return toolCallReply(...calls);
    }
    return textReply(
      ...writeAnswer(
        results,
        tools.map((tool) => tool.function.name),
      ),
      embellish,
    );
  };
}
