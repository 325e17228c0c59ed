import { useTranslation } from 'react-i18next';
import styles from './styles.module.css';

/** The tree's keys and drag and drop, written out once under it. */
export function ShortcutsHelp({ isRtl }: { isRtl: boolean }) {
  const { t } = useTranslation();
  // Keys are named as printed on the keys, like F2.
  const alt = 'Alt';
  const [forward, backward] = isRtl ? ['←', '→'] : ['→', '←'];
  const shortcuts: [string, string][] = [
    ['↑ ↓', t('pages.help.navigate')],
    [`${forward} ${backward}`, t('pages.help.expand')],
    ['Enter', t('pages.help.open')],
    ['F2', t('pages.help.rename')],
    [`${alt}+↑ ${alt}+↓`, t('pages.help.move')],
    [`${alt}+${forward} ${alt}+${backward}`, t('pages.help.indent')],
    ['Shift+F10', t('pages.help.menu')],
    ['Delete', t('pages.help.delete')],
  ];
  return (
    <details className={styles.help}>
      <summary className={styles.summary}>{t('pages.help.title')}</summary>
      <dl className={styles.list}>
        {shortcuts.map(([keys, text]) => (
          <div key={text} className={styles.entry}>
            <dt className={styles.keys}>
              {keys.split(' ').map((key) => (
                <kbd key={key} className={styles.key}>
                  {key}
                </kbd>
              ))}
            </dt>
            <dd className={styles.text}>{text}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.drag}>{t('pages.help.drag')}</p>
    </details>
  );
}
