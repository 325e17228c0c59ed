import type { z } from 'zod';
import type { StoredBlock } from '../entities/page';
import { buttonSchema } from './button';
import { collectionSchema } from './collection';
import { heroSchema } from './hero';
import { imageSchema } from './image';
import { textSchema } from './text';
import { codeSchema } from './code';
import { composedSchema } from './composed';
import { formSubmissionSchema } from './form-submission';
import { livestreamSchema } from './livestream';
import { memberDirectorySchema } from './member-directory';
import { searchSchema } from './search';
import { socialSchema } from './social';
import { attachmentSchema } from './attachment';
import { avatarSchema } from './avatar';
import { chatSchema } from './chat';
import { iconListSchema } from './icon-list';
import { iframeSchema } from './iframe';
import { mapSchema } from './map';
import { shareSchema } from './share';
import { workoutSchema } from './workout';

/**
 * The one map from stored block type to its props schema. Every other block type (renderer map,
 * studio fields) derives from it, so a block can never receive another block's props.
 */
export const blockSchemas = {
  hero_block: heroSchema,
  text_block: textSchema,
  image_block: imageSchema,
  button_block: buttonSchema,
  collection_block: collectionSchema,
  livestream_block: livestreamSchema,
  composed_block: composedSchema,
  form_submission_block: formSubmissionSchema,
  search_block: searchSchema,
  code_block: codeSchema,
  social_block: socialSchema,
  member_directory_block: memberDirectorySchema,
  avatar_block: avatarSchema,
  attachment_block: attachmentSchema,
  iframe_block: iframeSchema,
  chat_block: chatSchema,
  share_block: shareSchema,
  workout_block: workoutSchema,
  icon_list_block: iconListSchema,
  map_block: mapSchema,
} as const;

export type BlockType = keyof typeof blockSchemas;
export type BlockPropsMap = { [K in BlockType]: z.infer<(typeof blockSchemas)[K]> };
/** What an editor may store before defaults are applied. */
export type BlockInputMap = { [K in BlockType]: z.input<(typeof blockSchemas)[K]> };

export const blockTypes = Object.keys(blockSchemas) as BlockType[];

export function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(blockSchemas, type);
}

/** A block whose props passed its schema, with `type` and `props` tied together. */
export type ParsedBlock = { [K in BlockType]: { id: string; type: K; props: BlockPropsMap[K] } }[BlockType];

export type ParseBlockResult =
  | { ok: true; block: ParsedBlock }
  | { ok: false; reason: 'unknown_type'; id: string; type: string }
  | { ok: false; reason: 'invalid_props'; id: string; type: BlockType; issues: z.core.$ZodIssue[] };

/** Validates a stored block against its type's schema, applying defaults. Never throws. */
export function parseBlock(stored: StoredBlock): ParseBlockResult {
  const { id, type } = stored;
  if (!isBlockType(type)) return { ok: false, reason: 'unknown_type', id, type };
  const result = blockSchemas[type].safeParse(stored.props);
  if (!result.success) return { ok: false, reason: 'invalid_props', id, type, issues: result.error.issues };
  // The cast is sound: `result.data` was produced by `blockSchemas[type]`.
  return { ok: true, block: { id, type, props: result.data } as ParsedBlock };
}
