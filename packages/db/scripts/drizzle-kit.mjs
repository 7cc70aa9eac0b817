// Runs drizzle-kit with `drizzle-orm` resolvable from this package.
//
// Why: npm may install drizzle-orm under packages/db/node_modules instead of hoisting it, while
// drizzle-kit sits at the root and loads the ORM both with import() (its version check, which
// then fails with "Please install latest version of drizzle-orm") and with require(). Both
// lookups fall back to this package's node_modules; when npm hoists the ORM, nothing changes.
import Module, { createRequire, register } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));

// require(): NODE_PATH is consulted after the normal node_modules walk.
process.env.NODE_PATH = [join(packageDir, 'node_modules'), process.env.NODE_PATH]
  .filter(Boolean)
  .join(delimiter);
Module._initPaths();

// import(): a resolve hook that retries a failed drizzle-orm lookup from this package.
const hook = `
const fallbackParent = ${JSON.stringify(import.meta.url)};
export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    if (specifier !== 'drizzle-orm' && !specifier.startsWith('drizzle-orm/')) throw error;
    return nextResolve(specifier, { ...context, parentURL: fallbackParent });
  }
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);

// bin.cjs is not in drizzle-kit's "exports", so locate it beside the package's main entry.
const require = createRequire(import.meta.url);
require(join(dirname(require.resolve('drizzle-kit')), 'bin.cjs'));
