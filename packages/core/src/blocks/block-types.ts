// Zod-free: the member app renders published blocks without their schemas (decision 037).

/** Every block type the renderers know; `registry.ts` maps each to its schema (a test keeps them equal). */
export const blockTypeNames = [
  'hero_block',
  'text_block',
  'image_block',
  'button_block',
  'collection_block',
  'livestream_block',
  'composed_block',
  'form_submission_block',
  'search_block',
  'code_block',
  'social_block',
  'member_directory_block',
  'avatar_block',
  'attachment_block',
  'iframe_block',
  'chat_block',
  'share_block',
  'workout_block',
  'icon_list_block',
  'map_block',
] as const;

export type BlockTypeName = (typeof blockTypeNames)[number];

const known = new Set<string>(blockTypeNames);

/** Whether a stored type is one this version renders (a newer studio may have written another). */
export const isKnownBlockType = (type: string): type is BlockTypeName => known.has(type);
