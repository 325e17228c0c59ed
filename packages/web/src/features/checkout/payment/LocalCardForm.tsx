import { useImperativeHandle, useRef, useState } from 'react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@tessera/ui/TextField';
import { confirmLocalIntent } from '../commerce-api';
import { cardDigits, formatCardNumber, formatExpiry, isLuhnValid, parseExpiry } from './card-entry';
import type { CardEntryHandle } from './card-entry';
import styles from '../checkout.module.css';

type Field = 'number' | 'expiry' | 'cvc';

/**
 * The local gateway's own card form (test mode: Stripe's test numbers decide the outcome). The
 * card goes to this server's local gateway only, never anywhere else.
 */
export function LocalCardForm({ ref, name, isDisabled }: { ref: Ref<CardEntryHandle>; name?: string; isDisabled?: boolean }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const inputs = { number: useRef<HTMLInputElement>(null), expiry: useRef<HTMLInputElement>(null), cvc: useRef<HTMLInputElement>(null) };

  const check = (field: Field, value = values[field]): string | undefined => {
    if (field === 'number') return isLuhnValid(cardDigits(value)) ? undefined : t('checkout.card.invalidNumber');
    if (field === 'expiry') return parseExpiry(value) ? undefined : t('checkout.card.invalidExpiry');
    return /^\d{3,4}$/.test(value) ? undefined : t('checkout.card.invalidCvc');
  };

  useImperativeHandle(ref, () => ({
    validate: () => {
      const next = { number: check('number'), expiry: check('expiry'), cvc: check('cvc') };
      setErrors(next);
      const first = (['number', 'expiry', 'cvc'] as const).find((field) => next[field]);
      if (first) inputs[first].current?.focus();
      return !first;
    },
    confirm: async (intent) => {
      const expiry = parseExpiry(values.expiry) ?? { month: 0, year: 0 };
      return confirmLocalIntent(intent, { number: cardDigits(values.number), exp_month: expiry.month, exp_year: expiry.year, cvc: values.cvc }, name);
    },
  }));

  const field = (key: Field, format: (text: string) => string) => ({
    ref: inputs[key],
    name: `card-${key}`,
    value: values[key],
    error: errors[key],
    disabled: isDisabled,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = format(event.currentTarget.value);
      setValues((current) => ({ ...current, [key]: value }));
      if (errors[key]) setErrors((current) => ({ ...current, [key]: check(key, value) }));
    },
    onBlur: () => {
      if (values[key]) setErrors((current) => ({ ...current, [key]: check(key) }));
    },
  });

  return (
    <fieldset className={styles.card} data-gateway="local">
      <legend className={styles.legend}>{t('checkout.card.title')}</legend>
      <TextField {...field('number', formatCardNumber)} label={t('checkout.card.number')} inputMode="numeric" autoComplete="cc-number" placeholder="1234 1234 1234 1234" />
      <div className={styles.cardRow}>
        <TextField {...field('expiry', formatExpiry)} label={t('checkout.card.expiry')} inputMode="numeric" autoComplete="cc-exp" placeholder={t('checkout.card.expiryPlaceholder')} />
        <TextField {...field('cvc', (text) => cardDigits(text).slice(0, 4))} label={t('checkout.card.cvc')} inputMode="numeric" autoComplete="cc-csc" />
      </div>
      <p className={styles.hint}>{t('checkout.card.testMode')}</p>
    </fieldset>
  );
}
