// @ts-check
import path from 'node:path';
import { visitImportSources } from './eslint-import-sources.js';

/**
 * The server's layers (docs/architecture.md): each folder under apps/server/src imports its own files
 * and only the folders its entry in the table lists (the table is the rule's option, written in
 * eslint.config.js); an entry of '*' composes the app and may import anything. Files directly
 * in src/ (app.ts, main.ts) are the folder '.'. A folder the table does not name is reported, so a
 * new folder gets its place in the table instead of slipping past it. Relative imports only:
 * workspace packages are the dependency-direction rule's.
 */
const SERVER_SRC = path.join('apps', 'server', 'src') + path.sep;

/** @param {string} file an absolute path @returns {string | null} the folder under src/, '.' for src/ itself */
function folderOf(file) {
  const index = file.indexOf(SERVER_SRC);
  if (index === -1) return null;
  const parts = file.slice(index + SERVER_SRC.length).split(path.sep);
  return parts.length === 1 ? '.' : (parts[0] ?? null);
}

/** @param {string} folder */
function describe(folder) {
  return folder === '.' ? 'the app root (app.ts, main.ts)' : `${folder}/`;
}

/** @type {import('eslint').Rule.RuleModule} */
const serverLayers = {
  meta: {
    type: 'problem',
    docs: { description: "Keep the server's folders layered: routes and plugins → areas → leaves" },
    schema: [{ type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } }],
  },
  create(context) {
    const file = context.filename;
    const from = folderOf(file);
    if (from === null) return {};
    /** @type {Record<string, string[]>} */
    const layers = context.options[0] ?? {};
    const permitted = layers[from];
    if (permitted === undefined) {
      return {
        Program: (node) =>
          context.report({
            node,
            message: `apps/server/src/${from} is not in the server's layer table (serverLayers in eslint.config.js): give it a row naming the folders it may import.`,
          }),
      };
    }
    if (permitted.includes('*')) return {};
    /** @param {import('estree').Node} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = folderOf(path.resolve(path.dirname(file), source));
      if (to === null || to === from || permitted.includes(to)) return;
      const may = permitted.length ? permitted.map(describe).join(', ') : 'no other folder';
      context.report({
        node,
        message: `${describe(from)} may not import ${describe(to)}; it may import ${may} (docs/architecture.md: the server's layers).`,
      });
    };
    return visitImportSources(check);
  },
};

export const serverLayersPlugin = { rules: { 'server-layers': serverLayers } };
