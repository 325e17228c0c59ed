import { z } from 'zod';
import { RATIO_MAX, RATIO_MIN } from '../constants';

/**
 * Height as a percentage of width (56 ≈ 16:9). SPEC §5/§9: outside 10–300 is rejected with the
 * exact text 'Ratio Out Of Range', which the studio shows verbatim.
 */
export const RATIO_OUT_OF_RANGE = 'Ratio Out Of Range';

export const ratioSchema = z
  .number({ message: RATIO_OUT_OF_RANGE })
  .min(RATIO_MIN, RATIO_OUT_OF_RANGE)
  .max(RATIO_MAX, RATIO_OUT_OF_RANGE);
