import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageDraftSchema } from '@tessera/core/api/studio-pages';
import { pagePathSchema } from '@tessera/core/entities/page';
import { DraftTextField } from '../../../../ui/controls/DraftTextField';
import { Field } from '@tessera/ui/Field';
import { DraftImageField } from '../DraftImageField';
import { DisclosureSection } from '../../../../ui/controls/DisclosureSection/index';
import { fieldClasses } from '@tessera/ui/Field';
import styles from './sections.module.css';
import { emptyToNull, parseWith } from '../draft-fields';
import type { SectionProps } from './types';

const text = (value: string) => value;
const optional = (value: string | null) => value ?? '';
const tagSchema = pageDraftSchema.shape.tags.element;
const MAX_TAGS = 50;

/** Title, path, description, image and tags. */
export function GeneralSection({ draft, onChange, appId }: SectionProps & { appId: string }) {
  const { t } = useTranslation();
  return (
    <DisclosureSection title={t('pages.settings.general.title')} isInitiallyOpen>
      <DraftTextField
        label={t('pages.settings.general.pageTitle')}
        value={draft.title}
        format={text}
        parse={(value) => parseWith(pageDraftSchema.shape.title, value, t)}
        onChange={(title) => onChange({ title })}
        maxLength={200}
      />
      <DraftTextField
        label={t('pages.settings.general.path')}
        hint={t('pages.settings.general.pathHint')}
        value={draft.path}
        format={text}
        parse={(value) => parseWith(pagePathSchema, value.trim(), t)}
        onChange={(path) => onChange({ path })}
        dir="ltr"
        maxLength={512}
      />
      <DraftTextField
        label={t('pages.settings.general.description')}
        hint={t('pages.settings.general.descriptionHint')}
        value={draft.description}
        format={optional}
        parse={(value) => parseWith(pageDraftSchema.shape.description, emptyToNull(value), t)}
        onChange={(description) => onChange({ description })}
        isMultiline
        maxLength={2000}
      />
      <DraftImageField
        appId={appId}
        label={t('pages.settings.general.image')}
        hint={t('pages.settings.general.imageHint')}
        value={draft.image}
        schema={pageDraftSchema.shape.image}
        onChange={(image) => onChange({ image })}
      />
      <TagsField tags={draft.tags} onChange={(tags) => onChange({ tags })} />
    </DisclosureSection>
  );
}

/** Tags as removable chips; Enter or a comma adds what was typed. */
function TagsField({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  function add() {
    const parsed = parseWith(tagSchema, text, t);
    if (!parsed.ok) return setError(parsed.error);
    if (tags.length >= MAX_TAGS) return setError(t('pages.settings.general.tooManyTags', { count: MAX_TAGS }));
    setText('');
    setError(null);
    if (!tags.includes(parsed.value)) onChange([...tags, parsed.value]);
  }

  return (
    <Field label={t('pages.settings.general.tags')} hint={t('pages.settings.general.tagsHint')} error={error}>
      {(control) => (
        <>
          {tags.length > 0 ? (
            <ul className={styles.chips} aria-label={t('pages.settings.general.tagList')}>
              {tags.map((tag) => (
                <li key={tag} className={styles.chip}>
                  {tag}
                  <button
                    type="button"
                    className={styles.chipRemove}
                    aria-label={t('pages.settings.general.removeTag', { tag })}
                    onClick={() => onChange(tags.filter((candidate) => candidate !== tag))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className={styles.row}>
            <input
              {...control}
              className={fieldClasses.control}
              value={text}
              maxLength={50}
              onChange={(event) => {
                setText(event.target.value);
                setError(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ',') {
                  event.preventDefault();
                  if (text.trim()) add();
                }
              }}
            />
            <button type="button" className={styles.textButton} onClick={add} style={{ flex: 'none' }}>
              {t('pages.settings.general.addTag')}
            </button>
          </div>
        </>
      )}
    </Field>
  );
}
