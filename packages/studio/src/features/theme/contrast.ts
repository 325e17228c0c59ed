import { brandColorSlots, type BrandColorSlot, type Theme } from '@tessera/core/entities/theme';
import { AA_TEXT_RATIO, contrastRatio, textColorFor } from '@tessera/core/theme-math';

export type ContrastPair = {
  /** `on_primary` (the text colour on a slot) or `primary_on_light` / `primary_on_dark`. */
  id: string;
  kind: 'text_on_slot' | 'primary_on_background';
  slot: BrandColorSlot;
  foreground: string;
  background: string;
  ratio: number;
  passes: boolean;
};

export const slotColor = (theme: Theme, slot: BrandColorSlot): string => theme[`${slot}_color`];

function pair(kind: ContrastPair['kind'], id: string, slot: BrandColorSlot, foreground: string, background: string): ContrastPair {
  const ratio = contrastRatio(foreground, background);
  return { id, kind, slot, foreground, background, ratio, passes: ratio >= AA_TEXT_RATIO };
}

/**
 * The colour pairs members read: the text the app puts on each brand colour (theme-math's rule
 * picks dark or white text, which an odd mid-tone can defeat), and the primary colour used as
 * text and links on the light and dark page backgrounds.
 */
export function themeContrastPairs(theme: Theme): ContrastPair[] {
  const onSlots = brandColorSlots.map((slot) => {
    const background = slotColor(theme, slot);
    return pair('text_on_slot', `on_${slot}`, slot, textColorFor(background), background);
  });
  return [
    ...onSlots,
    pair('primary_on_background', 'primary_on_light', 'light', theme.primary_color, theme.light_color),
    pair('primary_on_background', 'primary_on_dark', 'dark', theme.primary_color, theme.dark_color),
  ];
}
