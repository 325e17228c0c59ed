import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp loads libvips, a native library: imported with the first picture rather than at start,
 * where nothing needs it (decision 036).
 */
export function loadSharp(): Promise<typeof Sharp> {
  return (loading ??= import('sharp').then((module) => module.default));
}
