import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteTranslationContract, saveTranslationContract, type StudioTranslation } from '@tessera/core/api/studio-pages';
import { RTL_LOCALES, type Locale } from '@tessera/core/entities/app';
import { Button } from '../../../Button';
import { Arrow } from '../../../Arrow';
import { VisuallyHidden } from '../../../VisuallyHidden';
import { languageName } from '../../../lib/format';
import { studioApi } from '../../../lib/studio-api';
import { Dialog, DialogActions } from '../../Dialog';
import { InlineAlert } from '../../InlineAlert';
import { describePageError } from '../../lib/page-errors';
import { translationsQuery } from '../../lib/page-queries';
import { TranslationStatus } from '../TranslationStatus';
import { contentFrom, plainText, valuesFrom, type TranslatableField } from '../lib/translatable-fields';
import fieldStyles from '../../../controls/field.module.css';
import styles from './styles.module.css';

type Props = {
  appId: string;
  pageId: string;
  translation: StudioTranslation;
  defaultLocale: Locale;
  fields: TranslatableField[];
  onBack: () => void;
};

type Group = { key: string; title: string; fields: TranslatableField[] };

/**
 * One language's translation: each text of the page beside an input for it. Saving sends only
 * the fields filled in; the others fall back to the default text for members.
 */
export function TranslationEditor({ appId, pageId, translation, defaultLocale, fields, onBack }: Props) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const locale = translation.locale;
  const language = languageName(locale, i18n.language);
  const defaultLanguage = languageName(defaultLocale, i18n.language);
  const [values, setValues] = useState(() => valuesFrom(translation.content, fields));
  const [announcement, setAnnouncement] = useState('');
  const [isConfirmingRemove, setIsConfirmingRemove] = useState(false);

  useEffect(() => headingRef.current?.focus(), []);

  const listKey = translationsQuery(appId, pageId).queryKey;
  const store = (next: StudioTranslation) =>
    queryClient.setQueryData(listKey, (current) =>
      current ? { translations: current.translations.map((entry) => (entry.locale === next.locale ? next : entry)) } : current,
    );

  const save = useMutation({
    mutationFn: (status: 'draft' | 'published') =>
      studioApi(saveTranslationContract, { params: { appId, pageId, locale }, body: { status, content: contentFrom(values, fields) } }),
    onSuccess: ({ translation: saved }) => {
      store(saved);
      setAnnouncement(saved.status === 'published' ? t('pages.translations.publishedNow', { language }) : t('pages.translations.savedDraft'));
    },
  });
  const remove = useMutation({
    mutationFn: () => studioApi(deleteTranslationContract, { params: { appId, pageId, locale } }),
    onSuccess: ({ translation: removed }) => {
      store(removed);
      setIsConfirmingRemove(false);
      onBack();
    },
  });
  const failure = save.error ?? remove.error;

  // Fields grouped under the page, then under each block in page order.
  const groups: Group[] = [];
  for (const field of fields) {
    const key = field.block?.id ?? 'page';
    let group = groups.find((candidate) => candidate.key === key);
    if (!group) {
      const title = field.block
        ? t('pages.translations.block', { number: field.block.number, name: field.block.labelKey ? t(field.block.labelKey) : field.block.type })
        : t('pages.translations.page');
      group = { key, title, fields: [] };
      groups.push(group);
    }
    group.fields.push(field);
  }

  return (
    <div className={styles.editor}>
      <button type="button" className={styles.back} onClick={onBack}>
        <Arrow direction="back" />
        {t('pages.translations.back')}
      </button>
      <div className={styles.title}>
        <h2 ref={headingRef} id={headingId} tabIndex={-1} className={styles.heading}>
          {t('pages.translations.editorTitle', { language })}
        </h2>
        <TranslationStatus status={translation.status} />
      </div>
      <p className={fieldStyles.hint}>{t('pages.translations.fallback', { language: defaultLanguage })}</p>
      <VisuallyHidden>
        <span role="status">{announcement}</span>
      </VisuallyHidden>
      {failure ? <InlineAlert>{describePageError(failure, t, i18n.language)}</InlineAlert> : null}

      <form
        aria-labelledby={headingId}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate('published');
        }}
      >
        {groups.map((group) => (
          <fieldset key={group.key} className={styles.group}>
            <legend className={styles.legend}>{group.title}</legend>
            {group.fields.map((field) => (
              <FieldPair
                key={field.key}
                field={field}
                value={values[field.key] ?? ''}
                locale={locale}
                defaultLocale={defaultLocale}
                language={language}
                defaultLanguage={defaultLanguage}
                onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
              />
            ))}
          </fieldset>
        ))}
        {fields.length === 1 ? <p className={fieldStyles.hint}>{t('pages.translations.onlyTitle')}</p> : null}
        <div className={styles.actions}>
          <Button isBusy={save.isPending && save.variables === 'draft'} onClick={() => save.mutate('draft')}>
            {t('pages.translations.saveDraft')}
          </Button>
          <Button type="submit" variant="primary" isBusy={save.isPending && save.variables === 'published'}>
            {t('pages.translations.publish')}
          </Button>
          {translation.status !== 'default' ? (
            <Button className={styles.remove} onClick={() => setIsConfirmingRemove(true)}>
              {t('pages.translations.remove')}
            </Button>
          ) : null}
        </div>
      </form>

      {isConfirmingRemove ? (
        <Dialog role="alertdialog" title={t('pages.translations.removeTitle', { language })} onClose={() => setIsConfirmingRemove(false)}>
          <p className={styles.dialogText}>{t('pages.translations.removeBody', { language, defaultLanguage })}</p>
          <DialogActions>
            <Button onClick={() => setIsConfirmingRemove(false)}>{t('pages.common.cancel')}</Button>
            <Button className={styles.danger} isBusy={remove.isPending} onClick={() => remove.mutate()}>
              {t('pages.translations.removeConfirm')}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </div>
  );
}

type PairProps = {
  field: TranslatableField;
  value: string;
  locale: Locale;
  defaultLocale: Locale;
  language: string;
  defaultLanguage: string;
  onChange: (value: string) => void;
};

/** The default text and the translation side by side (stacked when narrow). */
function FieldPair({ field, value, locale, defaultLocale, language, defaultLanguage, onChange }: PairProps) {
  const { t } = useTranslation();
  const id = useId();
  const fieldName = field.labelKey ? t(field.labelKey) : t('pages.translations.pageTitle');
  const dir = RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
  const input = {
    id,
    value,
    lang: locale,
    dir,
    className: fieldStyles.control,
    placeholder: t('pages.translations.placeholder'),
    'aria-describedby': `${id}-default ${field.kind === 'richtext' ? `${id}-html` : ''}`.trim(),
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className={styles.field}>
      <p className={styles.fieldName}>{fieldName}</p>
      <div className={styles.pair}>
        <div className={styles.side}>
          <span className={styles.sideLabel}>{t('pages.translations.defaultText', { language: defaultLanguage })}</span>
          <p id={`${id}-default`} className={styles.original} lang={defaultLocale}>
            {field.kind === 'richtext' ? plainText(field.defaultText) : field.defaultText}
          </p>
        </div>
        <div className={styles.side}>
          <label htmlFor={id} className={styles.sideLabel}>
            <VisuallyHidden>{`${fieldName},`}</VisuallyHidden> {language}
          </label>
          {field.kind === 'text' ? <input {...input} /> : <textarea {...input} rows={field.kind === 'richtext' ? 5 : 3} />}
          {field.kind === 'richtext' ? (
            <p id={`${id}-html`} className={fieldStyles.hint}>
              {t('pages.translations.richTextHint')}
            </p>
          ) : null}
          {value === '' ? (
            <button type="button" className={styles.copy} onClick={() => onChange(field.defaultText)}>
              {t('pages.translations.copyDefault')}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
