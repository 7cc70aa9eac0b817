import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** The impacts a page may not have: the journeys fail on these, and print the rest. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Serious and critical axe violations on the page, each described with the nodes it was found on. */
export async function scanForBlockingViolations(page: Page): Promise<string[]> {
  await waitForMotionToEnd(page);
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(AXE_SOURCE);
  const results = (await page.evaluate(
    'window.axe.run(document, { resultTypes: ["violations"] })',
  )) as AxeResults;
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * Waits until no finite transition or animation runs (a menu fading or sliding in): axe reads
 * colours, and a half-opaque menu fails its contrast check.
 */
async function waitForMotionToEnd(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        // A looping one (a live dot's pulse, a spinner) never ends: only finite motion is waited for.
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
}
