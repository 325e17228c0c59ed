import { useTranslation } from 'react-i18next';
import { pageActionSchema, type PageAction } from '@tessera/core/entities/page';
import { SelectField } from '@tessera/ui/SelectField';
import { DraftTextField } from '../../../../ui/controls/DraftTextField';
import { DisclosureSection } from '../../../../ui/controls/DisclosureSection/index';
import { fieldClasses } from '@tessera/ui/Field';
import styles from './sections.module.css';
import { emptyToNull, parseWith } from '../draft-fields';
import type { SectionProps } from './types';

/** SPEC §3: track_progress exists but is never shown; the studio neither offers nor drops it. */
const OFFERED = ['mark_complete', 'start', 'generic_button'] as const;
type OfferedType = (typeof OFFERED)[number];
const isOffered = (action: PageAction): action is PageAction & { action_type: OfferedType } =>
  (OFFERED as readonly string[]).includes(action.action_type);
// pageDraftSchema caps actions at 10.
const MAX_ACTIONS = 10;

/** Buttons at the foot of the page: mark complete, start, or a general button. */
export function ActionsSection({ draft, onChange }: SectionProps) {
  const { t } = useTranslation();
  const actions = draft.actions;
  const shown = actions.filter(isOffered);
  const replace = (id: string, patch: Partial<PageAction>) =>
    onChange({ actions: actions.map((action) => (action.id === id ? { ...action, ...patch } : action)) });

  return (
    <DisclosureSection
      title={t('pages.settings.actions.title')}
      summary={shown.length > 0 ? t('pages.settings.common.countSummary', { count: shown.length }) : t('pages.settings.common.none')}
    >
      <p className={fieldClasses.hint}>{t('pages.settings.actions.hint')}</p>
      {shown.length > 0 ? (
        <ol className={styles.list}>
          {shown.map((action, index) => (
            <li key={action.id} className={styles.item}>
              <p className={styles.itemHeader}>
                {t('pages.settings.actions.item', { number: index + 1 })}
                <button
                  type="button"
                  className={styles.removeButton}
                  aria-label={t('pages.settings.actions.remove', { number: index + 1 })}
                  onClick={() => onChange({ actions: actions.filter((candidate) => candidate.id !== action.id) })}
                >
                  {t('pages.settings.common.remove')}
                </button>
              </p>
              <SelectField
                label={t('pages.settings.actions.type')}
                hint={t(`pages.settings.actions.typeHints.${action.action_type}`)}
                value={action.action_type}
                onChange={({ target: { value } }) => replace(action.id, { action_type: value as OfferedType })}
                options={OFFERED.map((type) => ({ value: type, label: t(`pages.settings.actions.types.${type}`) }))}
              />
              <DraftTextField
                label={t('pages.settings.actions.text')}
                value={action.text}
                format={(text) => text}
                parse={(text) => parseWith(pageActionSchema.shape.text, text, t)}
                onChange={(text) => replace(action.id, { text })}
              />
              <DraftTextField
                label={t('pages.settings.actions.after')}
                hint={t('pages.settings.actions.afterHint')}
                value={action.post_action_button_text}
                format={(text) => text ?? ''}
                parse={(text) => ({ ok: true, value: emptyToNull(text) })}
                onChange={(post_action_button_text) => replace(action.id, { post_action_button_text })}
              />
            </li>
          ))}
        </ol>
      ) : null}
      {actions.length < MAX_ACTIONS ? (
        <button
          type="button"
          className={styles.textButton}
          onClick={() =>
            onChange({
              actions: [
                ...actions,
                pageActionSchema.parse({ id: crypto.randomUUID(), action_type: 'mark_complete', text: t('pages.settings.actions.defaultText') }),
              ],
            })
          }
        >
          {t('pages.settings.actions.add')}
        </button>
      ) : null}
    </DisclosureSection>
  );
}
