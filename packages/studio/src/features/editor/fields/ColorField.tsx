import { useTranslation } from 'react-i18next';
import type { BlockColor } from '@tessera/core/entities/page';
import { defaultTheme } from '@tessera/core/entities/theme';
import { BlockColorSwatches } from '../../../ui/controls/BlockColorSwatches';
import { useEditorData } from '../editor-context';
import { FieldShell } from './FieldShell';
import type { FieldViewProps } from './types';
import { useFieldError } from './use-field-error';

type Props = FieldViewProps<BlockColor | null | undefined> & { nullable?: boolean };

/** A block prop that takes one of SPEC §3's block colours, as swatches in this app's theme. */
export function ColorField({ label, value, onChange, readOnly, schema, error: givenError, nullable = false }: Props) {
  const { t } = useTranslation();
  const { theme } = useEditorData();
  const error = useFieldError(schema, value, givenError);
  return (
    <FieldShell label={label} error={error} isGroup>
      {() => (
        <BlockColorSwatches
          value={value ?? null}
          onChange={onChange}
          theme={theme ?? defaultTheme}
          noneLabel={nullable ? t('editor.colors.none') : undefined}
          colorName={(color) => t(`editor.colors.${color}`)}
          disabled={readOnly}
        />
      )}
    </FieldShell>
  );
}
