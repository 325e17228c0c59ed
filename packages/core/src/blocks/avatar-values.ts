import { IMAGE_SIZES } from '../constants';
import type { ImageSize } from '../constants';

// Zod-free: the avatar block's renderer reads these without the schema (`avatar.ts`).

/** The SPEC §9 image sizes double as avatar diameters: small 100, medium 180, large 250 px. */
export const avatarSizes = ['small', 'medium', 'large'] as const satisfies readonly ImageSize[];
export const avatarDiameter = (size: ImageSize): number => IMAGE_SIZES[size];
export const avatarAlignments = ['left', 'center'] as const;
