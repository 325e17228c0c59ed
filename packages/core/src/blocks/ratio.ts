import { z } from 'zod';

/**
 * Height as a percentage of width (56 ≈ 16:9). SPEC §5/§9: outside 10–300 is rejected with the
 * exact text 'Ratio Out Of Range', which the studio shows verbatim.
 */
export const RATIO_MIN = 10;
export const RATIO_MAX = 300;
export const RATIO_OUT_OF_RANGE = 'Ratio Out Of Range';

export const ratioSchema = z
  .number({ message: RATIO_OUT_OF_RANGE })
  .min(RATIO_MIN, RATIO_OUT_OF_RANGE)
  .max(RATIO_MAX, RATIO_OUT_OF_RANGE);
