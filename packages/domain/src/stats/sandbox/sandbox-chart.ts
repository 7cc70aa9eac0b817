/**
 * Which chart answers a question: a line for a trend (rows by season or week, in time order), a
 * scatter when two measures are asked of players, teams or splits (each point labelled), a bar
 * for a ranking otherwise.
 */
import type { SandboxMeasureKey } from './sandbox-catalogue.js';
import type { SandboxQuestion } from './sandbox-question.js';

export type SandboxChart =
  | { readonly kind: 'bar'; readonly measure: SandboxMeasureKey }
  | { readonly kind: 'line'; readonly measure: SandboxMeasureKey }
  | { readonly kind: 'scatter'; readonly x: SandboxMeasureKey; readonly y: SandboxMeasureKey };

export function chooseSandboxChart(question: SandboxQuestion): SandboxChart {
  const [first, second] = question.measures;
  // A question always has a measure (parseSandboxQuery); the sort is one of them or the qualifier.
  const lead = first ?? question.sort;
  if (question.grouping === 'season' || question.grouping === 'week') return { kind: 'line', measure: lead };
  if (second !== undefined) return { kind: 'scatter', x: lead, y: second };
  return { kind: 'bar', measure: question.measures.includes(question.sort) ? question.sort : lead };
}
