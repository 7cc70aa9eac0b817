// The other half of the cycle in first.ts.
import type { First } from './first.js';

export interface Second {
  first?: First;
}
