import { CACHE_BUST_PARAM } from '../../service-worker/routes';

/** After the update flow's reload: the parameter has done its work and leaves the address. */
export function dropCacheBust(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(CACHE_BUST_PARAM)) return;
  url.searchParams.delete(CACHE_BUST_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
