import { useTranslation } from 'react-i18next';
import { pageDisplayFlagsSchema, type PageDisplayFlags } from '@tessera/core/entities/page';
import { Section } from '../controls/Section';
import { SwitchField } from '../controls/SwitchField';
import type { SectionProps } from './types';

const FLAGS = Object.keys(pageDisplayFlagsSchema.shape) as (keyof PageDisplayFlags)[];

/** The eight display flags of SPEC §3 Page props, each a switch with what it changes. */
export function DisplaySection({ draft, onChange }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Section title={t('pages.settings.display.title')}>
      {FLAGS.map((flag) => (
        <SwitchField
          key={flag}
          label={t(`pages.settings.display.flags.${flag}`)}
          description={t(`pages.settings.display.hints.${flag}`)}
          checked={draft[flag]}
          onChange={(checked) => onChange({ [flag]: checked })}
        />
      ))}
    </Section>
  );
}
