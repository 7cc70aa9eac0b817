import type { SmartId } from '@all22/domain';

/**
 * A player's headshot as an image URL template (the players.headshot_url column). Spec 2 §9:
 * image requests carry a size, a device pixel ratio and auto crop, and headshots use quality
 * auto — so the client fills `{size}` (px) and `{dpr}` (1, 2, …) and the rest is fixed. The
 * server renders the image for the smartId; no real person's photo is ever used.
 */
export function getHeadshotUrlTemplate(smartId: SmartId): string {
  return `/api/images/headshots/${smartId}?size={size}&dpr={dpr}&quality=auto&crop=auto`;
}
