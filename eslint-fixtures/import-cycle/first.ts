// Half of an import cycle made of types only, which the cycle rule must still report
// (eslint.config.test.ts). The main lint ignores this folder.
import type { Second } from './second.js';

export interface First {
  second: Second;
}
