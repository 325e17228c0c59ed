import { isBlockColor } from '@tessera/core/entities/page-values';
import { blockColorOnVar, blockColorVar, isHexColor, normalizeHex, textColorFor } from '@tessera/core/theme-math';

/**
 * The toolbar's background setting may be a block colour name or a hex colour; null keeps the
 * theme's surface. Text always gets the readable colour for that background.
 */
export function toolbarColors(background: string | null): { background: string; color: string } {
  if (!background) return { background: 'var(--color-surface)', color: 'var(--color-text)' };
  if (isBlockColor(background)) return { background: blockColorVar(background), color: blockColorOnVar(background) };
  if (isHexColor(background)) {
    const hex = normalizeHex(background);
    return { background: hex, color: textColorFor(hex) };
  }
  return { background: 'var(--color-surface)', color: 'var(--color-text)' };
}
