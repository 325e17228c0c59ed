import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageDraft } from '@tessera/core/api/studio-pages';
import type { Locale } from '@tessera/core/entities/app';
import { Button } from '../../../ui/Button';
import { StateMessage } from '../../../ui/StateMessage';
import { describeError } from '../../../app/describe-error';
import { languageName } from '../../../app/i18n/language-name';
import { studioAppQuery } from '../../../app/studio-queries';
import { translationsQuery } from '../page-queries';
import { TranslationEditor } from './TranslationEditor';
import { TranslationStatus } from './TranslationStatus';
import { translatableFields } from './translatable-fields';
import styles from './TranslationsPanel.module.css';

type Props = { appId: string; pageId: string; draft: PageDraft };

/**
 * The page in each of the app's languages: which are translated (draft or published), and an
 * editor for one language at a time with the default text beside each field.
 */
export function TranslationsPanel({ appId, pageId, draft }: Props) {
  const { t, i18n } = useTranslation();
  const translations = useQuery(translationsQuery(appId, pageId));
  const app = useQuery(studioAppQuery(appId));
  const [selected, setSelected] = useState<Locale | null>(null);
  const buttons = useRef(new Map<Locale, HTMLButtonElement>());

  if (translations.isPending || app.isPending) return <StateMessage tone="waiting" title={t('pages.translations.loading')} />;
  if (translations.isError || app.isError) {
    const failed = translations.isError ? translations : app;
    return (
      <StateMessage
        tone="error"
        title={t('pages.translations.loadError')}
        action={
          <Button onClick={() => void failed.refetch()} isBusy={failed.isFetching}>
            {t('common.retry')}
          </Button>
        }
      >
        {describeError(failed.error, t, i18n.language)}
      </StateMessage>
    );
  }

  const defaultLocale = app.data.app.default_locale;
  const others = translations.data.translations.filter((translation) => translation.locale !== defaultLocale);
  const editing = others.find((translation) => translation.locale === selected);
  const name = (locale: string) => languageName(locale, i18n.language);

  if (editing) {
    return (
      <TranslationEditor
        appId={appId}
        pageId={pageId}
        translation={editing}
        defaultLocale={defaultLocale}
        fields={translatableFields(draft)}
        onBack={() => {
          setSelected(null);
          // Back where the owner left: on the language they were translating.
          requestAnimationFrame(() => buttons.current.get(editing.locale)?.focus());
        }}
      />
    );
  }

  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{t('pages.translations.intro', { language: name(defaultLocale) })}</p>
      {others.length === 0 ? (
        <StateMessage tone="empty" title={t('pages.translations.oneLanguage')}>
          {t('pages.translations.oneLanguageHint')}
        </StateMessage>
      ) : null}
      <ul className={styles.languages} aria-label={t('pages.translations.languages')}>
        <li className={styles.language}>
          <span className={styles.languageName} lang={defaultLocale}>
            {name(defaultLocale)}
          </span>
          <TranslationStatus status="defaultLanguage" />
          <span className={styles.note}>{t('pages.translations.defaultNote')}</span>
        </li>
        {others.map((translation) => (
          <li key={translation.locale} className={styles.language}>
            <span className={styles.languageName}>{name(translation.locale)}</span>
            <TranslationStatus status={translation.status} />
            <Button
              ref={(element) => {
                if (element) buttons.current.set(translation.locale, element);
                else buttons.current.delete(translation.locale);
              }}
              className={styles.open}
              aria-label={t(translation.status === 'default' ? 'pages.translations.translateInto' : 'pages.translations.editIn', {
                language: name(translation.locale),
              })}
              onClick={() => setSelected(translation.locale)}
            >
              {t(translation.status === 'default' ? 'pages.translations.translate' : 'pages.translations.edit')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
