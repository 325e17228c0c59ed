/**
 * SPEC §2 overlays driven by the address hash.
 *
 * - `#auth`, `#checkout`, `#participants`, `#renaming`, `#profile`, `#members` open a panel.
 * - `#overlay/<id>` opens an owner's overlay (a `trigger_overlay` action) and `#form/<id>` a form
 *   (`trigger_form`), `#member/<id>` another member's public profile: panels that carry an id,
 *   written `<kind>/<id>` (decision 023). (`#profile` without an id is a message-thread panel.)
 * - Several join with `+` (`#checkout+auth`): the last one is on top.
 * - Anything after `?` inside the hash is ignored (`#auth?email=x` is `#auth`).
 * - The start marker is the literal `_` right after `#`: `#_`, `#_+auth` or `#_auth`. It tells the
 *   app not to open a purchase or sign-in prompt by itself on this visit (e.g. a link shared from
 *   the studio preview, or an email that should land on the page, not on a paywall). It does not
 *   stop a panel named in the same hash from opening.
 */
export const overlayPanels = ['auth', 'checkout', 'participants', 'renaming', 'profile', 'members'] as const;
export type OverlayPanel = (typeof overlayPanels)[number];

/** Panels that show one thing of the app, named by its id. */
export const idPanelKinds = ['overlay', 'form', 'member'] as const;
export type IdPanelKind = (typeof idPanelKinds)[number];
export type IdPanel = `${IdPanelKind}/${string}`;

/** Anything the hash can open. */
export type HashPanel = OverlayPanel | IdPanel;

export const START_MARKER = '_';

/** The longest id an action may name (core's overlay and form ids are at most 64 characters). */
const MAX_ID_LENGTH = 64;

export type HashOverlays = {
  panels: HashPanel[];
  hasStartMarker: boolean;
};

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Whether a panel is one of the named ones (`auth`, `checkout`…) rather than an id panel. */
export const isNamedPanel = (value: string): value is OverlayPanel => (overlayPanels as readonly string[]).includes(value);
const isIdPanelKind = (value: string): value is IdPanelKind => (idPanelKinds as readonly string[]).includes(value);

/** The panel for one thing: `idPanel('overlay', id)` is `overlay/<id>`. */
export const idPanel = (kind: IdPanelKind, id: string): IdPanel => `${kind}/${id}`;

/** The kind and id of an id panel; null for a named panel. */
export function idPanelTarget(panel: HashPanel): { kind: IdPanelKind; id: string } | null {
  const slash = panel.indexOf('/');
  if (slash < 0) return null;
  const kind = panel.slice(0, slash);
  return isIdPanelKind(kind) ? { kind, id: panel.slice(slash + 1) } : null;
}

/** One `+`-separated part of the hash as a panel; null when it names none. */
function toPanel(part: string): HashPanel | null {
  const text = safeDecode(part).trim();
  const name = text.toLowerCase();
  if (isNamedPanel(name)) return name;
  const slash = text.indexOf('/');
  if (slash < 0) return null;
  const kind = name.slice(0, slash);
  // Ids keep their case: they are the owner's, compared exactly.
  const id = text.slice(slash + 1).trim();
  return isIdPanelKind(kind) && id.length > 0 && id.length <= MAX_ID_LENGTH ? idPanel(kind, id) : null;
}

export function parseHash(hash: string): HashOverlays {
  let body = hash.startsWith('#') ? hash.slice(1) : hash;
  body = body.split('?')[0] ?? '';
  const hasStartMarker = body.startsWith(START_MARKER);
  if (hasStartMarker) body = body.slice(START_MARKER.length);
  const panels: HashPanel[] = [];
  for (const part of body.split('+')) {
    const panel = toPanel(part);
    if (panel && !panels.includes(panel)) panels.push(panel);
  }
  return { panels, hasStartMarker };
}

/** A panel as written in the hash: an id is encoded so that `+`, `?` or `#` in it cannot split it. */
function formatPanel(panel: HashPanel): string {
  const target = idPanelTarget(panel);
  return target ? `${target.kind}/${encodeURIComponent(target.id)}` : panel;
}

/** The hash for a state; `''` when there is nothing to say. */
export function formatHash({ panels, hasStartMarker }: HashOverlays): string {
  const body = [hasStartMarker ? START_MARKER : '', panels.map(formatPanel).join('+')]
    .filter(Boolean)
    .join(hasStartMarker && panels.length ? '+' : '');
  return body ? `#${body}` : '';
}

/** The hash with one panel opened on top (moved to the top if already open). */
export function withPanel(hash: string, panel: HashPanel): string {
  const state = parseHash(hash);
  return formatHash({ ...state, panels: [...state.panels.filter((p) => p !== panel), panel] });
}

/** The hash with one panel closed; the start marker survives so closing does not trigger prompts. */
export function withoutPanel(hash: string, panel: HashPanel): string {
  const state = parseHash(hash);
  return formatHash({ ...state, panels: state.panels.filter((p) => p !== panel) });
}
