import type { BlockColor, ColorMode } from '@tessera/core/entities/page';
import type { Theme } from '@tessera/core/entities/theme';
import { themeCssVariables } from '@tessera/core/theme-math';

/**
 * Puts a theme's CSS custom properties on an element (the document root for the app): in a colour
 * mode, and on a page's own background colour when it has one. Components read only `var(--…)`,
 * so switching mode or page is one call and no re-render. The fonts' @font-face rules are the
 * server's (`theme-fonts.ts` writes them where a theme changes in the browser).
 */
export function applyTheme(element: HTMLElement, theme: Theme, colorMode: ColorMode, backgroundColor: BlockColor | null = null): void {
  for (const [name, value] of Object.entries(themeCssVariables(theme, colorMode, backgroundColor))) {
    element.style.setProperty(name, value);
  }
  element.dataset.colorMode = colorMode;
  element.style.colorScheme = colorMode;
}
