import { useTranslation } from 'react-i18next';
import { formTitleSchema } from '@tessera/core/api/studio-forms';
import { FORM_LIMITS } from '@tessera/core/entities/form';
import { TextField } from '@tessera/ui/TextField';
import { NameFirstDialog } from '../../ui/NameFirstDialog';
import { describeFormError } from './form-errors';

type Props = { onSubmit: (title: string) => Promise<unknown>; onClose: () => void };

/** The "New form" dialog: a title (checked with the contract's own rule), then the builder opens. */
export function NewFormDialog({ onSubmit, onClose }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <NameFirstDialog
      title={t('forms.create.title')}
      submitLabel={t('forms.create.submit')}
      cancelLabel={t('forms.common.cancel')}
      schema={formTitleSchema}
      describeError={(caught) => describeFormError(caught, t, i18n.language)}
      renderField={(field) => (
        <TextField
          ref={field.ref}
          label={t('forms.fields.title')}
          hint={t('forms.fields.titleHint')}
          value={field.value}
          maxLength={FORM_LIMITS.titleLength}
          required
          autoComplete="off"
          error={field.error}
          onChange={(event) => field.onChange(event.target.value)}
        />
      )}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
