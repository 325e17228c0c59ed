import { useTranslation } from 'react-i18next';
import { RadioGroup } from '../../../ui/controls/RadioGroup';
import { Switch } from '@tessera/ui/Switch';
import type { SectionProps } from '../section-props';
import type { Privacy } from '../settings-form';
import { FormSection } from '../../../ui/controls/FormSection';
import { OverlayField } from '../../overlays/OverlaySelect';

const PRIVACY: Privacy[] = ['public', 'private', 'subscriber_only'];

/** Who may open the app (SPEC §3 App access), and the overlay shown with the app's products at checkout. */
export function AppAccessSection({ appId, values, errors, onChange }: SectionProps & { appId: string }) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('settings.access.title')} lead={t('settings.access.lead')}>
      <RadioGroup
        legend={t('settings.access.privacy')}
        name="privacy"
        value={values.privacy}
        error={errors.privacy}
        onChange={(value) => onChange('privacy', value)}
        options={PRIVACY.map((value) => ({ value, label: t(`settings.access.${value}`), hint: t(`settings.access.${value}Hint`) }))}
      />
      <Switch
        name="require_sign_in"
        label={t('settings.access.requireSignIn')}
        hint={t('settings.access.requireSignInHint')}
        checked={values.require_sign_in}
        onChange={(checked) => onChange('require_sign_in', checked)}
      />
      <Switch
        name="allow_anonymous_browsing"
        label={t('settings.access.anonymousBrowsing')}
        hint={t('settings.access.anonymousBrowsingHint')}
        checked={values.allow_anonymous_browsing}
        onChange={(checked) => onChange('allow_anonymous_browsing', checked)}
      />
      <Switch
        name="prompt_purchase_post_sign_up"
        label={t('settings.access.promptPurchase')}
        hint={t('settings.access.promptPurchaseHint')}
        checked={values.prompt_purchase_post_sign_up}
        onChange={(checked) => onChange('prompt_purchase_post_sign_up', checked)}
      />
      <OverlayField
        appId={appId}
        name="purchase_overlay_id"
        label={t('settings.access.purchaseOverlay')}
        hint={t('settings.access.purchaseOverlayHint')}
        error={errors.purchase_overlay_id}
        value={values.purchase_overlay_id}
        onChange={(id) => onChange('purchase_overlay_id', id)}
      />
    </FormSection>
  );
}
