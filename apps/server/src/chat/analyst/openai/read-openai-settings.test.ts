import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/load-config.js';
import { readOpenAiSettings } from './read-openai-settings.js';

describe('readOpenAiSettings', () => {
  it('is null without LLM_BASE_URL (the embedded analyst answers)', () => {
    expect(readOpenAiSettings(loadConfig({}))).toBeNull();
  });

  it('reads the endpoint, key, model and timeout', () => {
    const config = loadConfig({
      LLM_BASE_URL: 'https://llm.example/v1',
      LLM_API_KEY: 'sk-123',
      LLM_MODEL: 'gpt-4o-mini',
      LLM_TIMEOUT_MS: '12000',
    });
    expect(readOpenAiSettings(config)).toEqual({
      baseUrl: 'https://llm.example/v1',
      apiKey: 'sk-123',
      model: 'gpt-4o-mini',
      timeoutMs: 12_000,
    });
  });

  it('takes no key for a local server, and the default timeout', () => {
    const config = loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.1' });
    expect(readOpenAiSettings(config)).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: undefined,
      model: 'llama3.1',
      timeoutMs: 30_000,
    });
  });
});
