import { z } from 'zod';
import { blockColorSchema, pageScheduleSchema } from '../entities/page';

/**
 * Props every block has besides its own: a background colour (SPEC §5: null or an allowed colour)
 * and an optional schedule window outside which the block is hidden (SPEC §3 Schedule on blocks).
 */
export const blockBaseShape = {
  background_color: blockColorSchema.nullable().default(null),
  schedule: pageScheduleSchema.nullable().default(null),
};

/** A block's props schema: its own fields plus the shared ones. */
export function blockSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ ...shape, ...blockBaseShape });
}
