/**
 * The blocks a phone's first screen shows, as far as the server can tell without laying the page
 * out: the first few top-level blocks (a toolbar and three blocks of typical height fill a 800 px
 * screen). They decide what is fetched before anything else — the LCP picture among them
 * (`lcp-image.ts`), their pictures not deferred, their code preloaded beside the app's and hydrated
 * first (decision 041); the member app corrects the guess with the real viewport as it hydrates.
 * Zod-free: it reads stored props.
 */
export const FIRST_SCREEN_BLOCKS = 3;

export const firstScreenOf = <T>(blocks: readonly T[]): T[] => blocks.slice(0, FIRST_SCREEN_BLOCKS);

/** How a block's picture loads: the LCP picture first, the first screen's now, the rest when scrolled near. */
export function pictureLoading(place: { isLcp?: boolean; isAboveFold?: boolean }) {
  return {
    loading: place.isLcp || place.isAboveFold ? ('eager' as const) : ('lazy' as const),
    fetchPriority: place.isLcp ? ('high' as const) : undefined,
  };
}
