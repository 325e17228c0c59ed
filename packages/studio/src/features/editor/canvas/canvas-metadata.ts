import type { BlockPageData } from '@tessera/blocks/types';
import type { BlockColor, ColorMode } from '@tessera/core/entities/page';
import type { Theme } from '@tessera/core/entities/theme';

/** What the canvas needs besides each block's props, passed to Puck as `metadata`. */
export type CanvasMetadata = {
  page: BlockPageData;
  theme: Theme;
  colorMode: ColorMode;
  /** The page's own background colour (draft), or null for the theme's. */
  backgroundColor: BlockColor | null;
  /** The app's default language: the canvas reads in its direction, whatever the studio's language. */
  locale: string;
};

export function isCanvasMetadata(value: unknown): value is CanvasMetadata {
  return typeof value === 'object' && value !== null && 'page' in value && 'theme' in value;
}
