import { useMemo } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { BlockContext } from '@tessera/blocks/BlockContext';
import type { BlockContextValue, BlockLinkProps } from '@tessera/blocks/BlockContext';
import { RTL_LOCALES } from '@tessera/core/entities/app';
import type { Locale } from '@tessera/core/entities/app';
import { defaultTheme } from '@tessera/core/entities/theme';
import { blockColorOnVar, blockColorVar, themeCssVariables } from '@tessera/core/theme-math';
import { isCanvasMetadata } from './canvas-metadata';
import styles from './canvas.module.css';

/** Links in the canvas are shown, not followed: a click there selects the block. */
function CanvasLink({ href, className, children }: BlockLinkProps) {
  return (
    <a href={href} className={className} onClick={(event) => event.preventDefault()}>
      {children}
    </a>
  );
}

const canvasBlockContext: BlockContextValue = {
  Link: CanvasLink,
  onNavigate: () => undefined,
  onPurchase: () => undefined,
  onOpenForm: () => undefined,
  onOpenOverlay: () => undefined,
};

/**
 * The canvas page: the app's theme as CSS custom properties (the one theme mechanism), in the
 * page's colour mode and on its background, so blocks look as they will in the member app.
 */
export function CanvasRoot({ metadata, children }: { metadata: unknown; children: ReactNode }) {
  const canvas = isCanvasMetadata(metadata) ? metadata : null;
  const theme = canvas?.theme ?? defaultTheme;
  const colorMode = canvas?.colorMode ?? theme.default_color_mode;
  const background = canvas?.backgroundColor ?? null;
  const locale = canvas?.locale;
  const dir = locale && RTL_LOCALES.includes(locale as Locale) ? 'rtl' : 'ltr';
  const style = useMemo(
    () =>
      ({
        ...themeCssVariables(theme, colorMode),
        colorScheme: colorMode,
        ...(background ? { '--color-bg': blockColorVar(background), '--color-text': blockColorOnVar(background) } : {}),
      }) as CSSProperties,
    [theme, colorMode, background],
  );
  return (
    <BlockContext.Provider value={canvasBlockContext}>
      <div className={styles.root} style={style} data-color-mode={colorMode} lang={locale} dir={dir}>
        {children}
      </div>
    </BlockContext.Provider>
  );
}
