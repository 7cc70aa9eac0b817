/**
 * A question a tool cannot answer as asked (no player or team by that name): its message is safe
 * to show and to hand to a model, which can then ask the user or try another name.
 */
export class AnalystToolError extends Error {
  override readonly name = 'AnalystToolError';
}
