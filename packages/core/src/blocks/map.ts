import { z } from 'zod';
import { maxLength, valueBetween } from '../messages';
import { blockSchema } from './block-base';

const between = (min: number, max: number) =>
  z
    .number({ error: valueBetween(min, max) })
    .min(min, valueBetween(min, max))
    .max(max, valueBetween(min, max));

/** OpenStreetMap's zoom levels: 1 shows the world, 19 a single building. */
export const MAP_ZOOM_MIN = 1;
export const MAP_ZOOM_MAX = 19;
export const BOTH_COORDINATES = 'Set both latitude and longitude, or neither';

/**
 * A place: its address, and when both coordinates are set an embedded OpenStreetMap (no API key,
 * nothing loaded before the member scrolls to it). Always links out to openstreetmap.org.
 */
export const mapSchema = blockSchema({
  title: z.string().max(200, maxLength(200)).default(''),
  address: z.string().max(300, maxLength(300)).default(''),
  latitude: between(-90, 90).nullable().default(null),
  longitude: between(-180, 180).nullable().default(null),
  zoom: between(MAP_ZOOM_MIN, MAP_ZOOM_MAX)
    .int(valueBetween(MAP_ZOOM_MIN, MAP_ZOOM_MAX))
    .default(15),
}).refine((map) => (map.latitude === null) === (map.longitude === null), {
  message: BOTH_COORDINATES,
  path: ['longitude'],
});
export type MapProps = z.infer<typeof mapSchema>;
