import { useTranslation } from 'react-i18next';
import { pageDraftSchema } from '@tessera/core/api/studio-pages';
import { DraftTextField } from '../../../../ui/controls/DraftTextField';
import { DraftImageField } from '../DraftImageField';
import { DisclosureSection } from '../../../../ui/controls/DisclosureSection/index';
import { fieldClasses } from '@tessera/ui/Field';
import { emptyToNull, parseWith } from '../draft-fields';
import type { SectionProps } from './types';

const shape = pageDraftSchema.shape;
const optional = (value: string | null) => value ?? '';

/** Open Graph texts and image (uploaded or by address) for links to this page shared elsewhere. */
export function SharingSection({ draft, onChange, appId }: SectionProps & { appId: string }) {
  const { t } = useTranslation();
  return (
    <DisclosureSection title={t('pages.settings.sharing.title')}>
      <p className={fieldClasses.hint}>{t('pages.settings.sharing.hint')}</p>
      <DraftTextField
        label={t('pages.settings.sharing.ogTitle')}
        value={draft.og_title}
        format={optional}
        placeholder={draft.title}
        parse={(text) => parseWith(shape.og_title, emptyToNull(text), t)}
        onChange={(og_title) => onChange({ og_title })}
        maxLength={200}
      />
      <DraftTextField
        label={t('pages.settings.sharing.ogDescription')}
        value={draft.og_description}
        format={optional}
        placeholder={draft.description ?? undefined}
        parse={(text) => parseWith(shape.og_description, emptyToNull(text), t)}
        onChange={(og_description) => onChange({ og_description })}
        isMultiline
        maxLength={500}
      />
      <DraftImageField
        appId={appId}
        label={t('pages.settings.sharing.ogImage')}
        hint={t('pages.settings.general.imageHint')}
        value={draft.og_image}
        schema={shape.og_image}
        onChange={(og_image) => onChange({ og_image })}
      />
    </DisclosureSection>
  );
}
