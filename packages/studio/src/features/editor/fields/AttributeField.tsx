import { useTranslation } from 'react-i18next';
import { BUILT_IN_ATTRIBUTES } from '@tessera/core/entities/page';
import { useEditorData } from '../editor-context';
import { FieldShell } from './FieldShell';
import type { FieldViewProps } from './types';
import { useFieldError } from './use-field-error';
import styles from './fields.module.css';

const BUILT_IN_KEYS: Record<(typeof BUILT_IN_ATTRIBUTES)[number], string> = {
  'page.title': 'editor.attribute.pageTitle',
  'member.first_name': 'editor.attribute.memberFirstName',
};

/**
 * Binds a block to a page attribute (SPEC §3): the built-ins, then the page's own attributes
 * (edited in the page settings). "None" keeps the block's own content.
 */
export function AttributeField({ label, value, onChange, readOnly, schema, error: givenError }: FieldViewProps<string | null | undefined>) {
  const { t } = useTranslation();
  const { attributes } = useEditorData();
  const error = useFieldError(schema, value, givenError);
  const own = Object.entries(attributes).filter(([slug]) => !(BUILT_IN_ATTRIBUTES as readonly string[]).includes(slug));
  const isKnown = !value || (BUILT_IN_ATTRIBUTES as readonly string[]).includes(value) || own.some(([slug]) => slug === value);
  return (
    <FieldShell label={label} error={error} hint={t('editor.attribute.hint')}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className={styles.input}
          value={value ?? ''}
          disabled={readOnly}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.currentTarget.value || null)}
        >
          <option value="">{t('editor.attribute.none')}</option>
          <optgroup label={t('editor.attribute.builtIn')}>
            {BUILT_IN_ATTRIBUTES.map((slug) => (
              <option key={slug} value={slug}>
                {t(BUILT_IN_KEYS[slug])}
              </option>
            ))}
          </optgroup>
          {own.length > 0 ? (
            <optgroup label={t('editor.attribute.thisPage')}>
              {own.map(([slug, attribute]) => (
                <option key={slug} value={slug}>
                  {`${slug} (${t(`editor.attribute.types.${attribute.type}`)})`}
                </option>
              ))}
            </optgroup>
          ) : null}
          {isKnown ? null : <option value={value ?? ''}>{t('editor.attribute.missing', { slug: value })}</option>}
        </select>
      )}
    </FieldShell>
  );
}
