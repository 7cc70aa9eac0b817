// @ts-check
import path from 'node:path';
import { visitImportSources } from './eslint-import-sources.js';

/**
 * The web app's layers (STYLE.md: shared → features → app): shared code (components, hooks, lib,
 * api, config) imports only shared code; a feature (features/<name>) imports shared code and
 * itself, never another feature; the app (app/, routes/, main.tsx) composes everything. Tests and
 * test helpers may reach anywhere.
 */
const WEB_SRC = path.join('apps', 'web', 'src') + path.sep;

/** @param {string} file an absolute path @returns {{ kind: 'app' | 'shared' | 'feature', name?: string } | null} */
function layerOf(file) {
  const index = file.indexOf(WEB_SRC);
  if (index === -1) return null;
  const [top, second] = file.slice(index + WEB_SRC.length).split(path.sep);
  if (top === 'app' || top === 'routes' || top === 'main.tsx') return { kind: 'app' };
  if (top === 'features') return { kind: 'feature', name: second };
  return { kind: 'shared' };
}

/** @type {import('eslint').Rule.RuleModule} */
const webLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the web app layered: shared → features → app' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (from === null || from.kind === 'app') return {};
    /** @param {import('estree').Node} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(file), source));
      if (to === null || to.kind === 'shared') return;
      if (to.kind === 'feature' && from.kind === 'feature' && to.name === from.name) return;
      const what = to.kind === 'app' ? 'the app (app/, routes/)' : `the ${to.name} feature`;
      const who = from.kind === 'feature' ? `The ${from.name} feature` : 'Shared code';
      context.report({ node, message: `${who} may not import ${what} (STYLE.md: shared → features → app).` });
    };
    return visitImportSources(check);
  },
};

export const webLayersPlugin = { rules: { 'web-layers': webLayers } };
