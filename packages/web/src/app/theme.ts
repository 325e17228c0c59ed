import type { BlockColor, ColorMode } from '@tessera/core/entities/page';
import type { Theme } from '@tessera/core/entities/theme';
import { themeFontFaceCss } from '@tessera/core/fonts';
import { themeCssVariables } from '@tessera/core/theme-math';

/** The `<style>` the server injects with the theme's @font-face rules (see html-injection.ts). */
const FONTS_STYLE_ID = 'tessera-fonts';

/**
 * Puts a theme's CSS custom properties on an element (the document root for the app): in a colour
 * mode, and on a page's own background colour when it has one. Components read only `var(--…)`,
 * so switching mode or page is one call and no re-render.
 */
export function applyTheme(element: HTMLElement, theme: Theme, colorMode: ColorMode, backgroundColor: BlockColor | null = null): void {
  for (const [name, value] of Object.entries(themeCssVariables(theme, colorMode, backgroundColor))) {
    element.style.setProperty(name, value);
  }
  element.dataset.colorMode = colorMode;
  element.style.colorScheme = colorMode;
  applyThemeFonts(element.ownerDocument, theme);
}

/**
 * Keeps the @font-face rules in step with the theme's fonts: the server already wrote them for the
 * first paint; a theme previewed from the studio, or the app under Vite, needs them written here.
 * Files come from this origin only.
 */
export function applyThemeFonts(doc: Document, theme: Pick<Theme, 'heading_font' | 'body_font'>): void {
  const css = themeFontFaceCss(theme);
  let style = doc.getElementById(FONTS_STYLE_ID);
  if (style?.textContent === css) return;
  if (!style) {
    style = doc.createElement('style');
    style.id = FONTS_STYLE_ID;
    doc.head.append(style);
  }
  style.textContent = css;
}
