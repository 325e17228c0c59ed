import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Theme } from '@tessera/core/entities/theme';
import { AA_TEXT_RATIO } from '@tessera/core/theme-math';
import { themeContrastPairs, type ContrastPair } from '../contrast';
import styles from './styles.module.css';

/**
 * Colour pairs that fail WCAG AA, each drawn as it would look and named in words (the ratio and
 * what AA asks). The list is a polite live region: a change that breaks or mends a pair is announced.
 */
export function ContrastReport({ theme }: { theme: Theme }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const failing = themeContrastPairs(theme).filter((pair) => !pair.passes);
  const ratio = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const required = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(AA_TEXT_RATIO);

  const describe = (pair: ContrastPair) => {
    const values = { ratio: ratio.format(pair.ratio), required };
    return pair.kind === 'text_on_slot'
      ? t('theme.contrast.textOnSlot', { ...values, slot: t(`theme.colors.${pair.slot}`) })
      : t(pair.slot === 'light' ? 'theme.contrast.primaryOnLight' : 'theme.contrast.primaryOnDark', values);
  };

  return (
    <section className={styles.report} aria-labelledby={titleId} data-failing={failing.length > 0 || undefined}>
      <h3 id={titleId} className={styles.title}>
        {t('theme.contrast.title')}
      </h3>
      <div role="status">
        {failing.length === 0 ? (
          <p className={styles.ok}>{t('theme.contrast.allPass')}</p>
        ) : (
          <ul className={styles.list}>
            {failing.map((pair) => (
              <li key={pair.id} className={styles.item}>
                {/* A picture of the clash (lines of "text" in the pair's colours), not text: it has to show a contrast that fails. */}
                <span className={styles.swatch} style={{ color: pair.foreground, background: pair.background }} aria-hidden="true" />
                <span>{describe(pair)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
