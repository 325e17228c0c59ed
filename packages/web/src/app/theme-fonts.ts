import type { Theme } from '@tessera/core/entities/theme';
import { themeFontFaceCss } from '@tessera/core/font-faces';

/** The `<style>` the server injects with the theme's @font-face rules (see html-injection.ts). */
const FONTS_STYLE_ID = 'tessera-fonts';

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
