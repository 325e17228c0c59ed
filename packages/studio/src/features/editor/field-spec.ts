import type { BlockInputMap, BlockType } from '@tessera/core/blocks/registry';

/**
 * How the studio edits one prop of a block. Our own small vocabulary, mapped to Puck fields in one
 * place (puck-config), so block definitions never depend on the editor library. `label` is an
 * i18n key under `blocks.` (e.g. `blocks.hero.title`), translated in `app/i18n/locales/blocks/*.json`.
 */
export type FieldSpec =
  /** `isSameInEveryLanguage`: an identifier (an id, a file type), never offered for translation. */
  | { kind: 'text'; label: string; placeholder?: string; isSameInEveryLanguage?: true }
  | { kind: 'textarea'; label: string }
  /** HTML edited as rich text; sanitised on save and on render. */
  | { kind: 'richtext'; label: string }
  | { kind: 'number'; label: string; min?: number; max?: number; step?: number }
  /** Option labels are i18n keys too; values are what gets stored. */
  | { kind: 'select'; label: string; options: readonly { label: string; value: string | number }[] }
  | { kind: 'toggle'; label: string }
  /** One of the SPEC §3 block colours (or none when `nullable`). */
  | { kind: 'color'; label: string; nullable?: boolean }
  /** An image address, uploaded or pasted. */
  | { kind: 'image'; label: string }
  /** A page of this app, stored as its id. */
  | { kind: 'page'; label: string }
  /** A form of this app (SPEC §3 Form), stored as its id. */
  | { kind: 'form'; label: string }
  /** A studio workout of this app (issue 14), stored as its id; none keeps the block's own exercise list. */
  | { kind: 'workout'; label: string }
  /** A block action (SPEC §3), or none. */
  | { kind: 'action'; label: string }
  /** A page attribute slug (`page.title`, `member.first_name`, or the page's own), or none. */
  | { kind: 'attribute'; label: string }
  /** A video (SPEC §3 video data): provider, address and poster, or none when the prop is nullable. */
  | { kind: 'video'; label: string }
  /** A moment (ISO date-time with offset), typed in the owner's time; `hint` is an i18n key. */
  | { kind: 'datetime'; label: string; hint?: string }
  /** A list of objects, each edited with the same fields. */
  | { kind: 'list'; label: string; fields: Record<string, FieldSpec>; itemLabel: string }
  /**
   * Stored blocks inside this one, edited on the canvas as a drop zone (a Puck slot) rather than in
   * the side panel. Which block types it takes comes from the prop's schema.
   */
  | { kind: 'blocks'; label: string };

type Fields<T> = { [P in keyof T]?: FieldSpec };

/** Groups of the block list, in the order they are shown. */
export const BLOCK_CATEGORIES = ['content', 'media', 'navigation', 'community', 'commerce', 'advanced'] as const;

/** What the studio knows about one block type: its name in the block list and how each prop is edited. */
export type BlockDefinition<K extends BlockType> = {
  /** i18n key of the block's name, e.g. `blocks.hero.name`. */
  label: string;
  /** Group in the block list. */
  category: (typeof BLOCK_CATEGORIES)[number];
  fields: Fields<Required<BlockInputMap[K]>>;
};

/** Typed so that a definition can only list its own block's props. */
export type BlockDefinitions = { [K in BlockType]: BlockDefinition<K> };
