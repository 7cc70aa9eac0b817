import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Fetches a page's code when the user shows intent to open it — the pointer rests on an internal
 * link, the link takes focus, or a finger touches it — so the navigation that follows does not
 * wait for its chunk. One document-level listener per event covers every link, present and future.
 * Skipped when the browser says the user saves data or the connection is 2G (Network Information
 * API; browsers without it always prefetch).
 */

/** A page of the route table, as far as prefetching goes (the app passes the route table). */
export interface PrefetchRoute {
  readonly path: string;
  /** Loads the page's module; several routes may share one loader. */
  readonly page: () => Promise<unknown>;
}

/** What navigator.connection tells (not in TypeScript's DOM library: Chromium-only). */
export interface NetworkConnection {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

export interface LinkPrefetchOptions {
  /** Where the listeners go (the document). */
  target?: Pick<Document, 'addEventListener' | 'removeEventListener'>;
  /** The page's origin; links elsewhere are ignored. */
  origin?: string;
  getConnection?: () => NetworkConnection | undefined;
  /** How long the pointer rests on a link before it counts as intent (passing over does not). */
  hoverDelayMs?: number;
}

/** Long enough to skip links the pointer merely crosses, short enough to win most of the hover-to-click time. */
export const HOVER_INTENT_DELAY_MS = 65;

const INTERNAL_LINK = 'a[href^="/"]';
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g']);

export function isPrefetchAllowed(connection: NetworkConnection | undefined): boolean {
  return connection?.saveData !== true && !SLOW_CONNECTIONS.has(connection?.effectiveType ?? '');
}

const browserConnection = (): NetworkConnection | undefined =>
  (navigator as Navigator & { connection?: NetworkConnection }).connection;

function findInternalLink(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest<HTMLAnchorElement>(INTERNAL_LINK);
  // "//host/path" starts with "/" too, but leaves the site.
  return link && !link.getAttribute('href')?.startsWith('//') ? link : null;
}

/** Installs the listeners; returns a function that removes them. */
export function installLinkPrefetch(
  routes: readonly PrefetchRoute[],
  {
    target = document,
    origin = window.location.origin,
    getConnection = browserConnection,
    hoverDelayMs = HOVER_INTENT_DELAY_MS,
  }: LinkPrefetchOptions = {},
): () => void {
  const routeObjects: RouteObject[] = routes.map((route) => ({ path: route.path, handle: route.page }));
  const requested = new Set<PrefetchRoute['page']>();
  let hovered: { link: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | undefined;

  function prefetch(link: HTMLAnchorElement): void {
    if (!isPrefetchAllowed(getConnection())) return;
    const url = new URL(link.getAttribute('href') ?? '', origin);
    if (url.origin !== origin) return;
    const match = matchRoutes(routeObjects, url.pathname)?.at(-1);
    const page = match?.route.handle as PrefetchRoute['page'] | undefined;
    if (!page || requested.has(page)) return;
    requested.add(page);
    // A failure here is not the user's problem yet; the navigation itself reports it.
    page().catch(() => undefined);
  }

  const cancelHover = () => {
    if (hovered) clearTimeout(hovered.timer);
    hovered = undefined;
  };

  const onMouseOver = (event: Event) => {
    const link = findInternalLink(event.target);
    if (!link || hovered?.link === link) return;
    cancelHover();
    hovered = {
      link,
      timer: setTimeout(() => {
        hovered = undefined;
        prefetch(link);
      }, hoverDelayMs),
    };
  };
  const onMouseOut = (event: Event) => {
    const next = (event as MouseEvent).relatedTarget;
    if (hovered && !(next instanceof Node && hovered.link.contains(next))) cancelHover();
  };
  const onImmediateIntent = (event: Event) => {
    const link = findInternalLink(event.target);
    if (link) prefetch(link);
  };

  const passive = { capture: true, passive: true } as const;
  target.addEventListener('mouseover', onMouseOver, passive);
  target.addEventListener('mouseout', onMouseOut, passive);
  target.addEventListener('focusin', onImmediateIntent, passive);
  target.addEventListener('touchstart', onImmediateIntent, passive);
  return () => {
    cancelHover();
    target.removeEventListener('mouseover', onMouseOver, passive);
    target.removeEventListener('mouseout', onMouseOut, passive);
    target.removeEventListener('focusin', onImmediateIntent, passive);
    target.removeEventListener('touchstart', onImmediateIntent, passive);
  };
}
