import { useTranslation } from 'react-i18next';
import { pageDisplayFlagsSchema, type PageDisplayFlags } from '@tessera/core/entities/page';
import { DisclosureSection } from '../../../../ui/controls/DisclosureSection/index';
import { Switch } from '@tessera/ui/Switch';
import type { SectionProps } from './types';

const FLAGS = Object.keys(pageDisplayFlagsSchema.shape) as (keyof PageDisplayFlags)[];

/** The eight display flags of SPEC §3 Page props, each a switch with what it changes. */
export function DisplaySection({ draft, onChange }: SectionProps) {
  const { t } = useTranslation();
  return (
    <DisclosureSection title={t('pages.settings.display.title')}>
      {FLAGS.map((flag) => (
        <Switch
          key={flag}
          label={t(`pages.settings.display.flags.${flag}`)}
          hint={t(`pages.settings.display.hints.${flag}`)}
          checked={draft[flag]}
          onChange={(checked) => onChange({ [flag]: checked })}
        />
      ))}
    </DisclosureSection>
  );
}
