import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accessNodeSchema, schedulePeriods, type AccessNode } from '@tessera/core/entities/page';
import { SelectField } from '@tessera/ui/SelectField';
import { DraftTextField, type Parsed } from '../../../../ui/controls/DraftTextField';
import { DisclosureSection } from '../../../../ui/controls/DisclosureSection/index';
import { Switch } from '@tessera/ui/Switch';
import { fieldClasses } from '@tessera/ui/Field';
import styles from './sections.module.css';
import { fromLocalInput, toLocalInput } from '../../../../ui/controls/datetime-local';
import { durationUnits, parseWith, secondsOf, splitDuration, type DurationUnit } from '../draft-fields';
import { OverlayField } from '../../../overlays/OverlaySelect';
import { ProductPicker } from '../../../commerce/ProductPicker';
import type { SectionProps } from './types';

type UnlockMode = 'date' | 'duration' | 'period';
const shape = accessNodeSchema.shape;

/** Which way a scheduled node unlocks, read from the fields that are set. */
function unlockModeOf(access: AccessNode): UnlockMode | null {
  if (access.unlocks_at !== null) return 'date';
  if (access.unlock_duration_seconds !== null) return 'duration';
  if (access.schedule_period !== null || access.schedule_interval !== null) return 'period';
  return null;
}

/**
 * SPEC §3 Access node and §6 page rules. A node that inherits follows the nearest page above it
 * with its own rules; only a node that does not inherit shows its rules. Each rule says in one
 * line what members will meet.
 */
export function PageAccessSection({ draft, onChange, appId }: SectionProps & { appId: string }) {
  const { t } = useTranslation();
  const access = draft.access;
  const set = (patch: Partial<AccessNode>) => onChange({ access: { ...access, ...patch } });
  const rules = (
    [
      ['is_private', 'private'],
      ['require_authentication', 'signIn'],
      ['require_purchase', 'purchase'],
      ['allow_browsing', 'browsing'],
      ['is_scheduled', 'scheduled'],
    ] as const
  ).filter(([field]) => access[field]);
  const summary = access.inherit
    ? t('pages.settings.access.summaryInherit')
    : rules.length > 0
      ? rules.map(([, key]) => t(`pages.settings.access.${key}`)).join(' · ')
      : t('pages.settings.access.summaryOpen');

  return (
    <DisclosureSection title={t('pages.settings.access.title')} summary={summary}>
      <Switch
        label={t('pages.settings.access.inherit')}
        hint={t('pages.settings.access.inheritHint')}
        checked={access.inherit}
        onChange={(inherit) => set({ inherit })}
      />
      {access.inherit ? null : (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('pages.settings.access.rules')}</legend>
          <Switch
            label={t('pages.settings.access.private')}
            hint={t('pages.settings.access.privateHint')}
            checked={access.is_private}
            onChange={(is_private) => set({ is_private })}
          />
          <Switch
            label={t('pages.settings.access.signIn')}
            hint={t('pages.settings.access.signInHint')}
            checked={access.require_authentication}
            onChange={(require_authentication) => set({ require_authentication })}
          />
          <Switch
            label={t('pages.settings.access.purchase')}
            hint={t('pages.settings.access.purchaseHint')}
            checked={access.require_purchase}
            onChange={(require_purchase) => set({ require_purchase })}
          />
          {access.require_purchase ? (
            <ProductPicker
              appId={appId}
              label={t('pages.settings.access.products')}
              hint={t('pages.settings.access.productsHint')}
              value={access.products.map((product) => product.id)}
              onChange={(ids) => set({ products: ids.map((id) => ({ id })) })}
              warning={access.products.length === 0 ? t('pages.settings.access.noProducts') : undefined}
            />
          ) : null}
          {access.require_purchase ? (
            <OverlayField
              appId={appId}
              label={t('pages.settings.access.purchaseOverlay')}
              hint={t('pages.settings.access.purchaseOverlayHint')}
              value={access.purchase_overlay?.id ?? null}
              onChange={(id) => set({ purchase_overlay: id ? { id } : null })}
            />
          ) : null}
          <Switch
            label={t('pages.settings.access.browsing')}
            hint={t('pages.settings.access.browsingHint')}
            checked={access.allow_browsing}
            onChange={(allow_browsing) => set({ allow_browsing })}
          />
          <Switch
            label={t('pages.settings.access.scheduled')}
            hint={t('pages.settings.access.scheduledHint')}
            checked={access.is_scheduled}
            onChange={(is_scheduled) => set({ is_scheduled })}
          />
          {access.is_scheduled ? <UnlockFields access={access} set={set} /> : null}
        </fieldset>
      )}
      <Switch
        label={t('pages.settings.access.progressRoot')}
        hint={t('pages.settings.access.progressRootHint')}
        checked={access.is_progress_root}
        onChange={(is_progress_root) => set({ is_progress_root })}
      />
    </DisclosureSection>
  );
}

/** When a scheduled page unlocks: on a date, after an exact delay, or after a number of periods (SPEC §6 rules 3 and 4). */
function UnlockFields({ access, set }: { access: AccessNode; set: (patch: Partial<AccessNode>) => void }) {
  const { t } = useTranslation();
  const name = useId();
  const [chosenMode, setChosenMode] = useState<UnlockMode>(() => unlockModeOf(access) ?? 'date');
  const mode = unlockModeOf(access) ?? chosenMode;
  const [unit, setUnit] = useState<DurationUnit>(() => splitDuration(access.unlock_duration_seconds).unit);
  const duration = splitDuration(access.unlock_duration_seconds);

  function choose(next: UnlockMode) {
    setChosenMode(next);
    set({
      unlocks_at: null,
      unlock_duration_seconds: null,
      schedule_period: null,
      schedule_interval: next === 'period' ? (access.schedule_interval ?? 'days') : null,
    });
  }

  const wholeNumber = (text: string): Parsed<number | null> => {
    if (text.trim() === '') return { ok: true, value: null };
    return /^\d+$/.test(text.trim()) ? { ok: true, value: Number(text.trim()) } : { ok: false, error: t('pages.settings.validation.wholeNumber') };
  };
  const amountInUnit = access.unlock_duration_seconds === null ? null : access.unlock_duration_seconds / secondsOf(1, unit);

  return (
    <>
      <fieldset className={styles.radios}>
        <legend className={fieldClasses.label}>{t('pages.settings.access.unlocks')}</legend>
        {(['date', 'duration', 'period'] as const).map((option) => (
          <label key={option} className={styles.radio}>
            <input type="radio" name={name} checked={mode === option} onChange={() => choose(option)} />
            <span>{t(`pages.settings.access.unlock.${option}`)}</span>
          </label>
        ))}
      </fieldset>
      {mode === 'date' ? (
        <DraftTextField
          label={t('pages.settings.access.unlocksAt')}
          hint={t('pages.settings.access.unlocksAtHint')}
          type="datetime-local"
          value={access.unlocks_at}
          format={toLocalInput}
          parse={(text) => (text === '' ? { ok: true, value: null } : parseWith(shape.unlocks_at, fromLocalInput(text) ?? text, t))}
          onChange={(unlocks_at) => set({ unlocks_at })}
          warning={access.unlocks_at === null ? t('pages.settings.access.unlocksAtMissing') : undefined}
        />
      ) : (
        <>
          <div className={styles.row}>
            {mode === 'duration' ? (
              <>
                <DraftTextField
                  label={t('pages.settings.access.after')}
                  inputMode="numeric"
                  // Shown in the unit chosen beside it; a value that does not divide shows in its own best unit.
                  value={Number.isInteger(amountInUnit) ? amountInUnit : duration.amount}
                  format={(amount) => (amount === null ? '' : String(amount))}
                  parse={(text) => {
                    const amount = wholeNumber(text);
                    return amount.ok && amount.value !== null ? parseWith(shape.unlock_duration_seconds, secondsOf(amount.value, unit), t) : amount;
                  }}
                  onChange={(seconds) => set({ unlock_duration_seconds: seconds })}
                />
                <SelectField
                  label={t('pages.settings.access.unit')}
                  value={unit}
                  onChange={({ target: { value: next } }) => {
                    const nextUnit = next as DurationUnit;
                    setUnit(nextUnit);
                    if (amountInUnit !== null && Number.isInteger(amountInUnit)) set({ unlock_duration_seconds: secondsOf(amountInUnit, nextUnit) });
                  }}
                  options={durationUnits.map(([value]) => ({ value, label: t(`pages.settings.units.${value}`) }))}
                />
              </>
            ) : (
              <>
                <DraftTextField
                  label={t('pages.settings.access.after')}
                  inputMode="numeric"
                  value={access.schedule_period}
                  format={(amount) => (amount === null ? '' : String(amount))}
                  parse={(text) => {
                    const amount = wholeNumber(text);
                    return amount.ok ? parseWith(shape.schedule_period, amount.value, t) : amount;
                  }}
                  onChange={(schedule_period) => set({ schedule_period })}
                />
                <SelectField
                  label={t('pages.settings.access.unit')}
                  value={access.schedule_interval ?? 'days'}
                  onChange={({ target: { value } }) => set({ schedule_interval: value as AccessNode['schedule_interval'] })}
                  options={schedulePeriods.map((value) => ({ value, label: t(`pages.settings.units.${value}`) }))}
                />
              </>
            )}
          </div>
          <p className={fieldClasses.hint}>{t(mode === 'duration' ? 'pages.settings.access.durationHint' : 'pages.settings.access.periodHint')}</p>
        </>
      )}
    </>
  );
}
