import { z } from 'zod';
import { mustStartWith } from '../messages';
import { emailField, httpUrlField, resourceUrlField } from '../fields';
import { overlayIdSchema } from './overlay';
import { localisationStatusSchema } from './localisation';
import { localeSchema } from './app';
import { pageScheduleSchema } from './page';

/** SPEC §3 video providers; a video without a provider is an uploaded file played directly. */
export const videoProviders = ['youtube', 'zoom', 'vimeo', 'facebook'] as const;
export const videoProviderSchema = z.enum(videoProviders);
export type VideoProvider = z.infer<typeof videoProviderSchema>;

/** SPEC §3 workout modes: exercises shown grouped in a list, or played one after another. */
export const workoutModes = ['grouped', 'follow_along'] as const;
export const workoutModeSchema = z.enum(workoutModes);
export type WorkoutMode = z.infer<typeof workoutModeSchema>;

/** An uploaded image with its resized copies (SPEC §9 sizes). */
export const imageDataSchema = z.object({
  url: resourceUrlField,
  alt: z.string().default(''),
  width: z.number().int().positive().nullable().default(null),
  height: z.number().int().positive().nullable().default(null),
  sizes: z
    .object({ small: resourceUrlField, medium: resourceUrlField, large: resourceUrlField })
    .nullable()
    .default(null),
});
export type ImageData = z.infer<typeof imageDataSchema>;

export const videoDataSchema = z.object({
  provider: videoProviderSchema.nullable().default(null),
  url: resourceUrlField,
  thumbnail: resourceUrlField.nullable().default(null),
  duration_seconds: z.number().nonnegative().nullable().default(null),
});
export type VideoData = z.infer<typeof videoDataSchema>;

export const audioDataSchema = z.object({
  url: resourceUrlField,
  title: z.string().nullable().default(null),
  duration_seconds: z.number().nonnegative().nullable().default(null),
});
export type AudioData = z.infer<typeof audioDataSchema>;

/** A product a purchase action offers. */
const actionProductSchema = z.object({ id: z.string().min(1).max(100) });

/*
 * SPEC §3 block actions, one variant per `type`, parameters flat beside it. The TypeScript union
 * is inferred, so a renderer switching on `type` gets the right parameters.
 */
const openUrlAction = z.object({ type: z.literal('open_url'), url: httpUrlField });
/** A page of this app by id (preferred) or an app path; stored hero, image and button actions use it. */
const openPageAction = z
  .object({
    type: z.literal('open_page'),
    /** Preferred: survives the page being moved; resolved through the page props' references. */
    page_id: z.string().min(1).max(64).nullable().default(null),
    /** For targets that are not managed pages, e.g. `/me/messages/new`. */
    path: z.string().max(500).startsWith('/', mustStartWith('/')).nullable().default(null),
  })
  .refine((action) => action.page_id !== null || action.path !== null, {
    message: 'Choose a page',
    path: ['page_id'],
  });
const openEmailAction = z.object({ type: z.literal('open_email'), email: emailField });
/** Goes to the next page of the sequence the current page belongs to. */
const openNextAction = z.object({ type: z.literal('open_next') });
const shareAction = z.object({
  type: z.literal('share'),
  /** Null shares the current page. */
  url: httpUrlField.nullable().default(null),
  text: z.string().max(500).nullable().default(null),
});
/** Opens an image full screen; null opens the block's own image. */
const openLightboxAction = z.object({
  type: z.literal('open_lightbox'),
  image_url: resourceUrlField.nullable().default(null),
});
const triggerFormAction = z.object({ type: z.literal('trigger_form'), form_id: z.string().min(1).max(64) });
const triggerOverlayAction = z.object({
  type: z.literal('trigger_overlay'),
  overlay_id: overlayIdSchema,
});

/**
 * What a purchase button does for a member who already owns a product. Limited to navigation so
 * that actions never nest more than one level.
 */
export const secondaryActionSchema = z.discriminatedUnion('type', [
  openUrlAction,
  openPageAction,
  openEmailAction,
  openNextAction,
]);
export type SecondaryAction = z.infer<typeof secondaryActionSchema>;

const triggerPurchaseAction = z.object({
  type: z.literal('trigger_purchase'),
  products: z.array(actionProductSchema).min(1, 'Choose at least one product'),
  overlay_id: overlayIdSchema.nullable().default(null),
  secondary_action: secondaryActionSchema.nullable().default(null),
});

export const blockActionSchema = z.discriminatedUnion('type', [
  openUrlAction,
  openPageAction,
  openEmailAction,
  openNextAction,
  triggerPurchaseAction,
  triggerFormAction,
  triggerOverlayAction,
  shareAction,
  openLightboxAction,
]);
export type BlockAction = z.infer<typeof blockActionSchema>;
export type BlockActionType = BlockAction['type'];
export const blockActionTypes = blockActionSchema.options.map(
  (option) => option.shape.type.value,
) as BlockActionType[];

/** One entry of a collection block: a page, optionally retitled or re-imaged by the owner. */
export const collectionItemSchema = z.object({
  id: z.string(),
  page_id: z.string().nullable().default(null),
  title: z.string().nullable().default(null),
  description: z.string().nullable().default(null),
  image: imageDataSchema.nullable().default(null),
  action: blockActionSchema.nullable().default(null),
});
export type CollectionItem = z.infer<typeof collectionItemSchema>;

/** The translation state of a block's content in one locale. */
export const blockLocalisationSchema = z.object({
  locale: localeSchema,
  status: localisationStatusSchema,
});
export type BlockLocalisation = z.infer<typeof blockLocalisationSchema>;

/**
 * SPEC §3 Block data: the content fields blocks share. `page_attribute_slug` binds the block to a
 * page attribute (its value replaces `content` or the media when set).
 */
export const blockDataSchema = z.object({
  content: z.string().nullable().default(null),
  page_attribute_slug: z.string().nullable().default(null),
  image: imageDataSchema.nullable().default(null),
  video: videoDataSchema.nullable().default(null),
  audio: audioDataSchema.nullable().default(null),
  collection_items: z.array(collectionItemSchema).default([]),
  action: blockActionSchema.nullable().default(null),
  /** A block shown only inside a window, for a scope (SPEC §3 Schedule on blocks). */
  schedule: pageScheduleSchema.nullable().default(null),
  localisation: blockLocalisationSchema.nullable().default(null),
});
export type BlockData = z.infer<typeof blockDataSchema>;
