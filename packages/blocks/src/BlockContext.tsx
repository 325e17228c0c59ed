import { createContext, useContext, useMemo } from 'react';
import type { ComponentType, ReactNode } from 'react';

export type BlockLinkProps = {
  /** An app path such as `/programs/week-1`. */
  href: string;
  className?: string;
  children: ReactNode;
};

/**
 * How blocks reach the app around them: the member app supplies router links (with prefetching)
 * and opens checkout, forms and overlays; the studio supplies links that select a page in the
 * builder. Blocks never import a router. Everything after `onNavigate` is optional: a provider
 * that leaves it out gets the default below.
 */
export type BlockContextValue = {
  Link: ComponentType<BlockLinkProps>;
  onNavigate: (path: string) => void;
  /** The member's language; blocks' own texts follow it. Default: the document's `lang`. */
  locale?: string;
  /** The next page of the sequence the current page is in (`open_next`); null when there is none. */
  nextPath?: string | null;
  /** `trigger_purchase`: offer these products, through this purchase overlay if set. */
  onPurchase?: (productIds: string[], overlayId: string | null) => void;
  /** `trigger_form`: open this form. */
  onOpenForm?: (formId: string) => void;
  /** `trigger_overlay`: show this overlay over the page. */
  onOpenOverlay?: (overlayId: string) => void;
  /** Whether the member owns one of these products; a purchase action then does its secondary action. */
  ownsAnyProduct?: (productIds: string[]) => boolean;
  /**
   * The signed-in member, for `member.*` attributes and member-only blocks: null when signed out,
   * absent when not known (e.g. the studio canvas).
   */
  member?: BlockMember | null;
  /**
   * GETs JSON from the app's API (e.g. `/api/content/article?q=run`) with the member's session;
   * rejects with an Error when the call fails. Absent where blocks cannot load data.
   */
  fetchJson?: (url: string, init?: { signal?: AbortSignal }) => Promise<unknown>;
  /**
   * Shows a message thread live (the chat block's conversation): the member app supplies its
   * messaging screen; absent where there is none (the studio canvas), and the block shows a note.
   */
  Thread?: ComponentType<{ threadId: string; title: string }>;
  /**
   * Runs a studio workout (a workout block naming a `workout_id`, issue 14): the member app
   * supplies its workout screens, loaded when such a block renders; absent (the studio canvas),
   * the block shows its own exercises.
   */
  Workout?: ComponentType<{ workoutId: string; title: string }>;
};

/**
 * The member as blocks see them: a name, their profile timezone (SPEC §3 `timezone`, which
 * `subscriber` block schedules are read in) and, when loaded, their subscriber properties by slug.
 */
export type BlockMember = { name: string; timezone?: string; properties?: Record<string, string> };

/** Parts without a sensible default stay optional: blocks treat their absence as "not known here". */
type OptionalParts = 'locale' | 'member' | 'fetchJson' | 'Thread' | 'Workout';
export type ResolvedBlockContext = Required<Omit<BlockContextValue, OptionalParts>> &
  Pick<BlockContextValue, OptionalParts>;

function PlainLink({ href, className, children }: BlockLinkProps) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** Events a host page without callbacks can listen for (`window.addEventListener('tessera:open-form', …)`). */
export const OPEN_FORM_EVENT = 'tessera:open-form';
export const OPEN_OVERLAY_EVENT = 'tessera:open-overlay';

export const defaultBlockContext: ResolvedBlockContext = {
  Link: PlainLink,
  onNavigate: (path) => window.location.assign(path),
  nextPath: null,
  // SPEC §2: `#checkout` opens checkout in the member app.
  onPurchase: () => {
    window.location.hash = 'checkout';
  },
  onOpenForm: (formId) =>
    window.dispatchEvent(new CustomEvent(OPEN_FORM_EVENT, { detail: { formId } })),
  onOpenOverlay: (overlayId) =>
    window.dispatchEvent(new CustomEvent(OPEN_OVERLAY_EVENT, { detail: { overlayId } })),
  ownsAnyProduct: () => false,
};

export const BlockContext = createContext<BlockContextValue>(defaultBlockContext);

export function withDefaults(provided: BlockContextValue): ResolvedBlockContext {
  const resolved = { ...defaultBlockContext } as ResolvedBlockContext & Record<string, unknown>;
  for (const [key, value] of Object.entries(provided)) {
    if (value !== undefined) resolved[key] = value;
  }
  return resolved;
}

/** The provided context with a default for every part the provider left out. */
export function useBlockContext(): ResolvedBlockContext {
  const provided = useContext(BlockContext);
  return useMemo(() => withDefaults(provided), [provided]);
}
