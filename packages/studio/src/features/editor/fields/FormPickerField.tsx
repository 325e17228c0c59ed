import { FormSelect } from '../../forms/FormSelect';
import { useEditorData } from '../editor-context';
import { FieldShell } from './FieldShell';
import type { FieldViewProps } from './types';
import { useFieldError } from './use-field-error';
import styles from './fields.module.css';

/** A block prop that names a form of this app (a form_submission block's form), picked by title. */
export function FormPickerField({ label, value, onChange, readOnly, schema, error: givenError }: FieldViewProps<string | null | undefined>) {
  const { appId } = useEditorData();
  const error = useFieldError(schema, value, givenError);
  return (
    <FieldShell label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <FormSelect
          appId={appId}
          id={id}
          describedBy={describedBy}
          invalid={invalid}
          className={styles.input}
          value={value ?? null}
          onChange={onChange}
          disabled={readOnly}
          allowNone={schema ? schema.safeParse(null).success : true}
        />
      )}
    </FieldShell>
  );
}
