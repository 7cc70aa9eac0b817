/**
 * The Fantasy AI's engine is chosen by LLM_BASE_URL, and the endpoint cannot be asked without a
 * model. A model or key without an endpoint would silently leave the embedded analyst answering,
 * so both halves are refused with what to set. Reads the raw variables (present = non-empty), so
 * these lines join the other variables' problems in one list.
 */
export function checkLlmVariables(present: Record<string, string | undefined>): string[] {
  if (present.LLM_BASE_URL !== undefined) {
    return present.LLM_MODEL === undefined
      ? ['LLM_MODEL: not set; LLM_BASE_URL needs the model to ask (e.g. gpt-4o-mini)']
      : [];
  }
  return (['LLM_MODEL', 'LLM_API_KEY'] as const)
    .filter((name) => present[name] !== undefined)
    .map(
      (name) =>
        `${name}: set without LLM_BASE_URL; set LLM_BASE_URL to the OpenAI-compatible endpoint ` +
        `(e.g. https://api.openai.com/v1), or unset ${name} to use the embedded analyst`,
    );
}
