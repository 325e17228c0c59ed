import { useTranslation } from 'react-i18next';
import { attributeTypes, BUILT_IN_ATTRIBUTES, MEMBER_ATTRIBUTE_PREFIX, pageAttributeSchema, type PageAttribute } from '@tessera/core/entities/page';
import { SelectField } from '@tessera/ui/SelectField';
import { DraftTextField, type Parsed } from '../../../../ui/controls/DraftTextField';
import { DisclosureSection } from '../../../../ui/controls/DisclosureSection/index';
import { fieldClasses } from '@tessera/ui/Field';
import styles from './sections.module.css';
import { ATTRIBUTE_SLUG, emptyToNull, parseWith } from '../draft-fields';
import type { SectionProps } from './types';

type AttributeType = PageAttribute['type'];

/** page.title and member.… are filled in by Tessera: never stored by the owner. */
export const isReservedSlug = (slug: string) =>
  (BUILT_IN_ATTRIBUTES as readonly string[]).includes(slug) || slug.startsWith(MEMBER_ATTRIBUTE_PREFIX);

/**
 * SPEC §3 page attributes: values blocks can show by slug. The built-ins come first, read-only,
 * with where their value comes from; the page's own attributes follow, each slug, type and value
 * editable.
 */
export function AttributesSection({ draft, onChange }: SectionProps) {
  const { t } = useTranslation();
  const entries = Object.entries(draft.attributes);
  const own = entries.filter(([slug]) => !isReservedSlug(slug));
  const write = (next: [string, PageAttribute][]) =>
    // Reserved slugs found in stored data are kept as they were.
    onChange({ attributes: Object.fromEntries([...entries.filter(([slug]) => isReservedSlug(slug)), ...next]) });

  function parseSlug(text: string, current: string): Parsed<string> {
    const slug = text.trim();
    if (slug === '') return { ok: false, error: t('validation.required') };
    if (isReservedSlug(slug)) return { ok: false, error: t('pages.settings.attributes.reserved') };
    if (!ATTRIBUTE_SLUG.test(slug)) return { ok: false, error: t('pages.settings.attributes.slugRule') };
    if (slug !== current && own.some(([other]) => other === slug)) return { ok: false, error: t('pages.settings.attributes.duplicate') };
    return { ok: true, value: slug };
  }

  function add() {
    let number = own.length + 1;
    while (own.some(([slug]) => slug === `attribute_${number}`)) number += 1;
    write([...own, [`attribute_${number}`, { type: 'string', value: null }]]);
  }

  return (
    <DisclosureSection
      title={t('pages.settings.attributes.title')}
      summary={own.length > 0 ? t('pages.settings.common.countSummary', { count: own.length }) : t('pages.settings.common.none')}
    >
      <p className={fieldClasses.hint}>{t('pages.settings.attributes.hint')}</p>
      <ul className={styles.list} aria-label={t('pages.settings.attributes.builtIn')}>
        <li className={styles.readOnly}>
          <span className={styles.slug} dir="ltr">
            page.title
          </span>
          <span className={fieldClasses.hint}>{t('pages.settings.attributes.pageTitle', { title: draft.title })}</span>
        </li>
        <li className={styles.readOnly}>
          <span className={styles.slug} dir="ltr">
            member.first_name
          </span>
          <span className={fieldClasses.hint}>{t('pages.settings.attributes.memberFields')}</span>
        </li>
      </ul>
      {own.length > 0 ? (
        <ol className={styles.list} aria-label={t('pages.settings.attributes.own')}>
          {own.map(([slug, attribute], index) => {
            const replace = (nextSlug: string, next: PageAttribute) =>
              write(own.map((entry, at) => (at === index ? [nextSlug, next] : entry)));
            return (
              // By position, not slug: renaming the slug must not replace the fields being typed in.
              <li key={index} className={styles.item}>
                <p className={styles.itemHeader}>
                  <span className={styles.slug} dir="ltr">
                    {slug}
                  </span>
                  <button
                    type="button"
                    className={styles.removeButton}
                    aria-label={t('pages.settings.attributes.remove', { slug })}
                    onClick={() => write(own.filter((_, at) => at !== index))}
                  >
                    {t('pages.settings.common.remove')}
                  </button>
                </p>
                <div className={styles.row}>
                  <DraftTextField
                    label={t('pages.settings.attributes.slug')}
                    value={slug}
                    format={(value) => value}
                    parse={(text) => parseSlug(text, slug)}
                    onChange={(nextSlug) => replace(nextSlug, attribute)}
                    dir="ltr"
                    maxLength={100}
                  />
                  <SelectField
                    label={t('pages.settings.attributes.type')}
                    value={attribute.type}
                    onChange={({ target: { value: type } }) => replace(slug, { ...attribute, type: type as AttributeType })}
                    options={attributeTypes.map((type) => ({ value: type, label: t(`pages.settings.attributes.types.${type}`) }))}
                  />
                </div>
                <DraftTextField
                  label={t('pages.settings.attributes.value')}
                  hint={t(`pages.settings.attributes.valueHints.${attribute.type}`)}
                  value={attribute.value}
                  format={(value) => value ?? ''}
                  parse={(text) => parseWith(pageAttributeSchema.shape.value, emptyToNull(text), t)}
                  onChange={(value) => replace(slug, { ...attribute, value })}
                  isMultiline={attribute.type === 'rich_text'}
                  type={attribute.type === 'string' || attribute.type === 'rich_text' ? 'text' : 'url'}
                  dir={attribute.type === 'string' || attribute.type === 'rich_text' ? undefined : 'ltr'}
                />
              </li>
            );
          })}
        </ol>
      ) : null}
      <button type="button" className={styles.textButton} onClick={add}>
        {t('pages.settings.attributes.add')}
      </button>
    </DisclosureSection>
  );
}
