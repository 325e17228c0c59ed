import { z } from 'zod';
import { blockColorSchema } from '../entities/page';
import { maxLength } from '../messages';
import { blockSchema } from './block-base';

/**
 * The built-in icons (drawn as inline SVG by the renderer; no icon font is fetched). Stored by
 * name, so the drawings can improve without touching stored pages.
 */
export const iconNames = [
  'check',
  'star',
  'heart',
  'bolt',
  'clock',
  'calendar',
  'trophy',
  'flame',
  'leaf',
  'dumbbell',
  'play',
  'info',
  'chat',
  'map_pin',
  'lock',
  'gift',
] as const;
export const iconNameSchema = z.enum(iconNames, { error: 'Choose an icon' });
export type IconName = z.infer<typeof iconNameSchema>;

export const iconListItemSchema = z.object({
  icon: iconNameSchema.default('check'),
  title: z.string().max(120, maxLength(120)).default(''),
  text: z.string().max(500, maxLength(500)).default(''),
});
export type IconListItem = z.infer<typeof iconListItemSchema>;

/** Short points with an icon each: what a program includes, why to join, what to bring. */
export const iconListSchema = blockSchema({
  title: z.string().max(200, maxLength(200)).default(''),
  icon_color: blockColorSchema.default('primary'),
  items: z.array(iconListItemSchema).max(50, 'At most 50 items').default([]),
});
export type IconListProps = z.infer<typeof iconListSchema>;
