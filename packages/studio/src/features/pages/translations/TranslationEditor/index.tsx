import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { deleteTranslationContract, saveTranslationContract, type StudioTranslation } from '@tessera/core/api/studio-pages';
import { RTL_LOCALES, type Locale } from '@tessera/core/entities/app';
import { Button } from '../../../../ui/Button';
import { Arrow } from '../../../../ui/Arrow';
import { VisuallyHidden } from '@tessera/ui/VisuallyHidden';
import { FieldMessage, describedBy } from '@tessera/ui/FieldMessage';
import { RichTextField } from '../../../editor/fields/RichTextField';
import { languageName } from '../../../../app/i18n/language-name';
import { studioApi } from '../../../../app/studio-api';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { InlineAlert } from '../../../../ui/InlineAlert';
import { describePageError, fieldErrorsOf } from '../../page-errors';
import { translationsQuery } from '../../page-queries';
import { TranslationStatus } from '../TranslationStatus';
import { contentFrom, plainText, valuesFrom, type TranslatableField } from '../translatable-fields';
import { fieldClasses } from '@tessera/ui/Field';
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
  // A refused text (too long for its block, say) is named by its path, `body.content.blocks.<id>.<prop>…`: shown under its field.
  const fieldErrors = save.error ? fieldErrorsOf(save.error, t) : {};
  const errorOf = (field: TranslatableField): string | undefined => fieldErrors[field.block ? `content.blocks.${field.key}` : 'content.page_title'];
  const isOnField = fields.some((field) => errorOf(field) !== undefined);
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
      <p className={fieldClasses.hint}>{t('pages.translations.fallback', { language: defaultLanguage })}</p>
      <VisuallyHidden>
        <span role="status">{announcement}</span>
      </VisuallyHidden>
      {failure && !isOnField ? <InlineAlert>{describePageError(failure, t, i18n.language)}</InlineAlert> : null}

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
                error={errorOf(field)}
                locale={locale}
                defaultLocale={defaultLocale}
                language={language}
                defaultLanguage={defaultLanguage}
                onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
              />
            ))}
          </fieldset>
        ))}
        {fields.length === 1 ? <p className={fieldClasses.hint}>{t('pages.translations.onlyTitle')}</p> : null}
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
        <ConfirmDialog
          title={t('pages.translations.removeTitle', { language })}
          cancelLabel={t('pages.common.cancel')}
          confirmLabel={t('pages.translations.removeConfirm')}
          isBusy={remove.isPending}
          onConfirm={() => remove.mutate()}
          onClose={() => setIsConfirmingRemove(false)}
        >
          <p>{t('pages.translations.removeBody', { language, defaultLanguage })}</p>
        </ConfirmDialog>
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
  error: string | undefined;
  onChange: (value: string) => void;
};

/**
 * A field's name under its block (`Title`, `Point 3 › Description`) and its whole path for the
 * input's accessible name (`Icon list 2 › Point 3 › Description`), since a page may have several
 * blocks with the same fields. The separator and numbers are the same in every language.
 */
function fieldNames(field: TranslatableField, t: TFunction): { name: string; path: string } {
  if (!field.block) {
    const name = t('pages.translations.pageTitle');
    return { name, path: name };
  }
  const label = field.labelKey ? t(field.labelKey) : (field.prop ?? '');
  const name = field.item ? `${t(field.item.labelKey)} ${field.item.number} › ${label}` : label;
  const blockName = field.block.labelKey ? t(field.block.labelKey) : field.block.type;
  return { name, path: `${blockName} ${field.block.number} › ${name}` };
}

/** The default text and the translation side by side (stacked when narrow). */
function FieldPair({ field, value, locale, defaultLocale, language, defaultLanguage, error, onChange }: PairProps) {
  const { t } = useTranslation();
  const id = useId();
  const { name, path } = fieldNames(field, t);
  const dir = RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
  const input = {
    id,
    value,
    lang: locale,
    dir,
    className: fieldClasses.control,
    placeholder: t('pages.translations.placeholder'),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(`${id}-default`, error && `${id}-error`),
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className={styles.field}>
      <p className={styles.fieldName}>{name}</p>
      <div className={styles.pair}>
        <div className={styles.side}>
          <span className={styles.sideLabel}>{t('pages.translations.defaultText', { language: defaultLanguage })}</span>
          <p id={`${id}-default`} className={styles.original} lang={defaultLocale}>
            {field.kind === 'richtext' ? plainText(field.defaultText) : field.defaultText}
          </p>
        </div>
        <div className={styles.side}>
          {field.kind === 'richtext' ? (
            <>
              {/* The editor names its text box by its own label, hidden here in favour of this one. */}
              <span className={styles.sideLabel} aria-hidden="true">
                {language}
              </span>
              <div className={styles.richText} lang={locale} dir={dir}>
                <RichTextField label={`${path}, ${language}`} isLabelHidden value={value} error={error ?? null} onChange={(html) => onChange(html ?? '')} />
              </div>
            </>
          ) : (
            <>
              <label htmlFor={id} className={styles.sideLabel}>
                <VisuallyHidden>{`${path},`}</VisuallyHidden> {language}
              </label>
              {field.kind === 'text' ? <input {...input} /> : <textarea {...input} rows={3} />}
              {error ? <FieldMessage id={`${id}-error`}>{error}</FieldMessage> : null}
            </>
          )}
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
