import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { OVERLAY_TITLE_MAX_LENGTH } from '@tessera/core/api/studio-overlays';
import { TextField } from '@tessera/ui/TextField';

type Props = { value: string; error?: string | undefined; onChange: (title: string) => void; ref?: Ref<HTMLInputElement> };

/** An overlay's title, where it is made and where it is edited: members see it as the overlay's heading. */
export function OverlayTitleField({ value, error, onChange, ref }: Props) {
  const { t } = useTranslation();
  return (
    <TextField
      ref={ref}
      label={t('overlays.editor.titleLabel')}
      hint={t('overlays.editor.titleHint')}
      value={value}
      maxLength={OVERLAY_TITLE_MAX_LENGTH}
      required
      autoComplete="off"
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
