import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  updatePaymentSettingsContract,
  type PaymentSettings,
} from '@tessera/core/api/studio-commerce';
import { SelectField } from '@tessera/ui/SelectField';
import { TextField } from '@tessera/ui/TextField';
import { describeError } from '../../../app/describe-error';
import { studioApi } from '../../../app/studio-api';
import { appsQuery } from '../../../app/studio-queries';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Button } from '../../../ui/Button';
import { FormSection } from '../../../ui/controls/FormSection';
import { RadioGroup } from '../../../ui/controls/RadioGroup';
import { SaveBar } from '../../../ui/controls/SaveBar';
import { ScreenIntro } from '../../../ui/ScreenIntro';
import { serverFieldErrors } from '../commerce-form';
import { paymentSettingsQuery } from '../commerce-queries';
import { QueryStates } from '../../../ui/QueryStates';
import styles from '../commerce.module.css';
import { useFieldForm } from '../use-field-form';
import {
  checkPayments,
  countriesOf,
  currencyChoices,
  PAYMENT_FIELD_ORDER,
  paymentFieldOf,
  paymentMessage,
  valuesFromSettings,
  type PaymentValues,
} from './payment-form';
import { SecretKeyField } from './SecretKeyField';

/** `/apps/:appId/commerce/payments`: how the app takes payments. */
export function PaymentSettingsScreen() {
  const { t } = useTranslation();
  const titleId = useId();
  const { appId = '' } = useParams();
  const app = useQuery(appsQuery).data?.apps.find((candidate) => candidate.id === appId);
  useDocumentTitle(t('commerce.payments.title'), app?.name);
  const settings = useQuery(paymentSettingsQuery(appId));
  return (
    <section aria-labelledby={titleId} className={styles.screen}>
      <ScreenIntro
        id={titleId}
        title={t('commerce.payments.title')}
        lead={t('commerce.payments.lead')}
      />
      <QueryStates
        query={settings}
        loading={t('commerce.payments.loading')}
        loadError={t('commerce.payments.loadError')}
      >
        {({ payment_settings }) => (
          <PaymentSettingsForm appId={appId} settings={payment_settings} />
        )}
      </QueryStates>
    </section>
  );
}

/**
 * The gateway (none, the built-in test gateway, or Stripe with the owner's own keys), the currency,
 * where the app sells and its tax. Keys are write-only: after a save the typed values are dropped
 * and only whether each is set shows.
 */
function PaymentSettingsForm({ appId, settings }: { appId: string; settings: PaymentSettings }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [stored, setStored] = useState(settings);
  const [status, setStatus] = useState<'idle' | 'saved'>('idle');
  const { formRef, values, setValues, errors, setErrors, change, show, text } =
    useFieldForm<PaymentValues>(
      () => valuesFromSettings(settings),
      PAYMENT_FIELD_ORDER,
      () => setStatus('idle'),
    );
  const [copied, setCopied] = useState(false);
  const save = useMutation({
    mutationFn: (body: NonNullable<ReturnType<typeof checkPayments>['body']>) =>
      studioApi(updatePaymentSettingsContract, { params: { appId }, body }),
    onSuccess: ({ payment_settings }) =>
      client.setQueryData(paymentSettingsQuery(appId).queryKey, { payment_settings }),
  });
  const isDirty = JSON.stringify(values) !== JSON.stringify(valuesFromSettings(stored));
  const countryNames = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const countries = countriesOf(values.selling_countries).filter((code) => /^[A-Z]{2}$/.test(code));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending || !isDirty) return;
    const checked = checkPayments(values, stored, t);
    if (!checked.body) {
      save.reset();
      show(checked.errors);
      return;
    }
    save.mutate(checked.body, {
      onSuccess: ({ payment_settings }) => {
        setStored(payment_settings);
        // The keys typed are not kept: the form starts again from what the server says is set.
        setValues(valuesFromSettings(payment_settings));
        setErrors({});
        setStatus('saved');
      },
      onError: (error) =>
        show(
          serverFieldErrors(error, t, paymentFieldOf, {
            messageFor: (field, problem) => paymentMessage(field, problem, t),
          }),
        ),
    });
  }

  const hasErrors = Object.keys(errors).length > 0;
  const message = hasErrors
    ? { tone: 'error' as const, text: t('commerce.common.fixFields') }
    : save.isError
      ? {
          tone: 'error' as const,
          text: `${t('commerce.payments.saveFailed')} ${describeError(save.error, t, i18n.language)}`,
        }
      : status === 'saved' && !isDirty
        ? { tone: 'success' as const, text: t('commerce.payments.saved') }
        : isDirty
          ? { tone: 'info' as const, text: t('commerce.common.unsaved') }
          : null;

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      <FormSection
        title={t('commerce.payments.gatewayTitle')}
        lead={t('commerce.payments.gatewayLead')}
      >
        <RadioGroup
          legend={t('commerce.payments.gateway')}
          name="gateway"
          value={values.gateway}
          error={errors.gateway}
          onChange={(gateway) => change('gateway', gateway)}
          options={[
            {
              value: 'none',
              label: t('commerce.payments.gateways.none'),
              hint: t('commerce.payments.gateways.noneHint'),
            },
            {
              value: 'local',
              label: t('commerce.payments.gateways.local'),
              hint: t('commerce.payments.gateways.localHint'),
            },
            {
              value: 'stripe',
              label: t('commerce.payments.gateways.stripe'),
              hint: t('commerce.payments.gateways.stripeHint'),
            },
          ]}
        />
      </FormSection>

      <FormSection
        title={t('commerce.payments.stripeTitle')}
        lead={t('commerce.payments.stripeLead')}
      >
        <SecretKeyField
          name="stripe_publishable_key"
          label={t('commerce.payments.publishableKey')}
          hint={t('commerce.payments.publishableKeyHint')}
          placeholder="pk_live_…"
          isSet={stored.stripe.publishable_key !== null}
          edit={values.stripe_publishable_key}
          error={errors.stripe_publishable_key}
          onChange={(edit) => change('stripe_publishable_key', edit)}
        />
        <SecretKeyField
          name="stripe_secret_key"
          label={t('commerce.payments.secretKey')}
          hint={t('commerce.payments.secretKeyHint')}
          placeholder="sk_live_…"
          isSet={stored.stripe.secret_key_set}
          last4={stored.stripe.secret_key_last4}
          edit={values.stripe_secret_key}
          error={errors.stripe_secret_key}
          onChange={(edit) => change('stripe_secret_key', edit)}
        />
        <SecretKeyField
          name="stripe_webhook_secret"
          label={t('commerce.payments.webhookSecret')}
          hint={t('commerce.payments.webhookSecretHint')}
          placeholder="whsec_…"
          isSet={stored.stripe.webhook_secret_set}
          edit={values.stripe_webhook_secret}
          error={errors.stripe_webhook_secret}
          onChange={(edit) => change('stripe_webhook_secret', edit)}
        />
        <div className={styles.fieldset}>
          <p className={styles.legend}>{t('commerce.payments.webhookUrl')}</p>
          <p className={styles.muted}>{t('commerce.payments.webhookUrlHint')}</p>
          <p className={styles.code} dir="ltr">
            {stored.stripe.webhook_url}
          </p>
          {typeof navigator !== 'undefined' && navigator.clipboard ? (
            <div className={styles.actions}>
              <Button
                onClick={() =>
                  void navigator.clipboard.writeText(stored.stripe.webhook_url).then(
                    () => setCopied(true),
                    () => setCopied(false),
                  )
                }
              >
                {t('commerce.payments.copyWebhookUrl')}
              </Button>
              <span role="status" className={styles.muted}>
                {copied ? t('commerce.payments.copied') : ''}
              </span>
            </div>
          ) : null}
        </div>
      </FormSection>

      <FormSection
        title={t('commerce.payments.sellingTitle')}
        lead={t('commerce.payments.sellingLead')}
      >
        <SelectField
          name="currency"
          label={t('commerce.payments.currency')}
          hint={t('commerce.payments.currencyHint')}
          value={values.currency}
          error={errors.currency}
          onChange={(event) => change('currency', event.target.value)}
          options={currencyChoices(i18n.language)}
        />
        <TextField
          {...text('selling_countries')}
          label={t('commerce.payments.countries')}
          hint={t('commerce.payments.countriesHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          placeholder="FR, DE, NL"
        />
        <p className={styles.muted} aria-live="polite">
          {countries.length === 0
            ? t('commerce.payments.countriesEverywhere')
            : t('commerce.payments.countriesList', {
                list: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
                  countries.map((code) => countryNames.of(code) ?? code),
                ),
              })}
        </p>
        <TextField
          {...text('tax_rate')}
          label={t('commerce.payments.taxRate')}
          hint={t('commerce.payments.taxRateHint')}
          inputMode="decimal"
          autoComplete="off"
        />
      </FormSection>

      <SaveBar
        isDirty={isDirty}
        isSaving={save.isPending}
        message={message}
        onDiscard={() => {
          setValues(valuesFromSettings(stored));
          setErrors({});
          save.reset();
        }}
        labels={{
          save: t('commerce.payments.save'),
          saving: t('commerce.common.saving'),
          discard: t('commerce.common.discard'),
        }}
      />
    </form>
  );
}
