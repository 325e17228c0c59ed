/**
 * SPEC §2 overlays driven by the address hash.
 *
 * - `#auth`, `#checkout`, `#participants`, `#renaming`, `#profile`, `#members` open a panel.
 * - Several join with `+` (`#checkout+auth`): the last one is on top.
 * - Anything after `?` inside the hash is ignored (`#auth?email=x` is `#auth`).
 * - The start marker is the literal `_` right after `#`: `#_`, `#_+auth` or `#_auth`. It tells the
 *   app not to open a purchase or sign-in prompt by itself on this visit (e.g. a link shared from
 *   the studio preview, or an email that should land on the page, not on a paywall). It does not
 *   stop a panel named in the same hash from opening.
 */
export const overlayPanels = ['auth', 'checkout', 'participants', 'renaming', 'profile', 'members'] as const;
export type OverlayPanel = (typeof overlayPanels)[number];

export const START_MARKER = '_';

export type HashOverlays = {
  panels: OverlayPanel[];
  hasStartMarker: boolean;
};

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

const isPanel = (value: string): value is OverlayPanel => (overlayPanels as readonly string[]).includes(value);

export function parseHash(hash: string): HashOverlays {
  let body = hash.startsWith('#') ? hash.slice(1) : hash;
  body = body.split('?')[0] ?? '';
  const hasStartMarker = body.startsWith(START_MARKER);
  if (hasStartMarker) body = body.slice(START_MARKER.length);
  const panels: OverlayPanel[] = [];
  for (const part of body.split('+')) {
    const name = safeDecode(part).trim().toLowerCase();
    if (isPanel(name) && !panels.includes(name)) panels.push(name);
  }
  return { panels, hasStartMarker };
}

/** The hash for a state; `''` when there is nothing to say. */
export function formatHash({ panels, hasStartMarker }: HashOverlays): string {
  const body = [hasStartMarker ? START_MARKER : '', panels.join('+')].filter(Boolean).join(hasStartMarker && panels.length ? '+' : '');
  return body ? `#${body}` : '';
}

/** The hash with one panel opened on top (moved to the top if already open). */
export function withPanel(hash: string, panel: OverlayPanel): string {
  const state = parseHash(hash);
  return formatHash({ ...state, panels: [...state.panels.filter((p) => p !== panel), panel] });
}

/** The hash with one panel closed; the start marker survives so closing does not trigger prompts. */
export function withoutPanel(hash: string, panel: OverlayPanel): string {
  const state = parseHash(hash);
  return formatHash({ ...state, panels: state.panels.filter((p) => p !== panel) });
}
