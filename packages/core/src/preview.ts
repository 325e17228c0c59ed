import { z } from 'zod';
import { pagePropsSchema } from './entities/page';
import { themeSchema } from './entities/theme';

/**
 * The full-app preview protocol (ARCHITECTURE: Studio previews). The studio embeds the member app
 * with `?page-builder` in an iframe; the member app posts `ready` to its parent, and the studio
 * answers with the draft. Every message is tagged with `source` and checked against the expected
 * origin on both sides, so no other window can feed the preview or read from it.
 */
export const PREVIEW_APP_SOURCE = 'tessera-preview';
export const PREVIEW_STUDIO_SOURCE = 'tessera-studio';

/** Member app → studio. */
export const previewAppMessageSchema = z.discriminatedUnion('type', [
  /** The app is listening; the studio sends the current draft in answer. */
  z.object({ source: z.literal(PREVIEW_APP_SOURCE), type: z.literal('ready') }),
  /** The member navigated inside the preview. */
  z.object({ source: z.literal(PREVIEW_APP_SOURCE), type: z.literal('navigated'), path: z.string() }),
]);
export type PreviewAppMessage = z.infer<typeof previewAppMessageSchema>;

/** Studio → member app. */
export const previewStudioMessageSchema = z.discriminatedUnion('type', [
  /** Show this draft page at its path (replacing what the server would answer). */
  z.object({ source: z.literal(PREVIEW_STUDIO_SOURCE), type: z.literal('page'), page: pagePropsSchema }),
  /** Paint with this theme (the theme editor's live preview). */
  z.object({ source: z.literal(PREVIEW_STUDIO_SOURCE), type: z.literal('theme'), theme: themeSchema }),
  /** Go to a path. */
  z.object({ source: z.literal(PREVIEW_STUDIO_SOURCE), type: z.literal('navigate'), path: z.string() }),
]);
export type PreviewStudioMessage = z.infer<typeof previewStudioMessageSchema>;
