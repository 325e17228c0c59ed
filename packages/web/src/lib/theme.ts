import type { ColorMode } from '@tessera/core/entities/page';
import type { Theme } from '@tessera/core/entities/theme';
import { themeCssVariables } from '@tessera/core/theme-math';

/**
 * Puts a theme's CSS custom properties on an element (the document root for the app). Components
 * read only `var(--…)`, so switching mode is one call and no re-render.
 */
export function applyTheme(element: HTMLElement, theme: Theme, colorMode: ColorMode): void {
  for (const [name, value] of Object.entries(themeCssVariables(theme, colorMode))) {
    element.style.setProperty(name, value);
  }
  element.dataset.colorMode = colorMode;
  element.style.colorScheme = colorMode;
}
