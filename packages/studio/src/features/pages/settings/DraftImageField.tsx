import { useId, useState } from 'react';
import { DraftTextField } from '../../../ui/controls/DraftTextField';
import { FieldMessage } from '@tessera/ui/FieldMessage';
import { ImageUpload } from '../../media/ImageUpload';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { emptyToNull, parseWith } from './draft-fields';

type Props = {
  appId: string;
  label: string;
  hint?: string;
  value: string | null;
  /** The draft field's schema (an address, or null). */
  schema: z.ZodType<string | null>;
  onChange: (value: string | null) => void;
};

const optional = (value: string | null) => value ?? '';

/** An image of a page's draft: typed as an address, uploaded, or picked from the app's recent uploads. */
export function DraftImageField({ appId, label, hint, value, schema, onChange }: Props) {
  const { t } = useTranslation();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const uploadErrorId = useId();
  return (
    <>
      <DraftTextField
        label={label}
        hint={hint}
        value={value}
        format={optional}
        parse={(text) => parseWith(schema, emptyToNull(text.trim()), t)}
        onChange={(next) => {
          setUploadError(null);
          onChange(next);
        }}
        type="url"
        dir="ltr"
        placeholder="https://"
      />
      <ImageUpload
        appId={appId}
        fieldLabel={label}
        currentUrl={value ?? ''}
        onPick={(media) => {
          setUploadError(null);
          onChange(media.url);
        }}
        onError={setUploadError}
      />
      {/* Said as it appears: an upload is refused after the owner has left the file chooser. */}
      <div aria-live="polite">{uploadError ? <FieldMessage id={uploadErrorId}>{uploadError}</FieldMessage> : null}</div>
    </>
  );
}
