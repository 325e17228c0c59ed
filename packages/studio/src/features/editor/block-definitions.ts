import type { BlockDefinitions } from './field-spec';
import { buttonDefinition } from './blocks/button';
import { collectionDefinition } from './blocks/collection';
import { heroDefinition } from './blocks/hero';
import { imageDefinition } from './blocks/image';
import { textDefinition } from './blocks/text';
import { codeDefinition } from './blocks/code';
import { composedDefinition } from './blocks/composed';
import { formSubmissionDefinition } from './blocks/form-submission';
import { livestreamDefinition } from './blocks/livestream';
import { memberDirectoryDefinition } from './blocks/member-directory';
import { searchDefinition } from './blocks/search';
import { socialDefinition } from './blocks/social';
import { attachmentDefinition } from './blocks/attachment';
import { avatarDefinition } from './blocks/avatar';
import { chatDefinition } from './blocks/chat';
import { iconListDefinition } from './blocks/icon-list';
import { iframeDefinition } from './blocks/iframe';
import { mapDefinition } from './blocks/map';
import { shareDefinition } from './blocks/share';
import { workoutDefinition } from './blocks/workout';

/** The studio side of the block registry: one definition per block type, checked by the type. */
export const blockDefinitions: BlockDefinitions = {
  hero_block: heroDefinition,
  text_block: textDefinition,
  image_block: imageDefinition,
  button_block: buttonDefinition,
  collection_block: collectionDefinition,
  livestream_block: livestreamDefinition,
  composed_block: composedDefinition,
  form_submission_block: formSubmissionDefinition,
  search_block: searchDefinition,
  code_block: codeDefinition,
  social_block: socialDefinition,
  member_directory_block: memberDirectoryDefinition,
  avatar_block: avatarDefinition,
  attachment_block: attachmentDefinition,
  iframe_block: iframeDefinition,
  chat_block: chatDefinition,
  share_block: shareDefinition,
  workout_block: workoutDefinition,
  icon_list_block: iconListDefinition,
  map_block: mapDefinition,
};
