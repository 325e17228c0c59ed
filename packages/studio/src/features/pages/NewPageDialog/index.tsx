import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createPageContract, type StudioPageSummary } from '@tessera/core/api/studio-pages';
import { pageContentTypes, type PageContentType } from '@tessera/core/entities/page';
import { Button } from '../../../ui/Button';
import { TextField } from '@tessera/ui/TextField';
import { translateFieldMessage } from '../../../app/describe-error';
import { Dialog, DialogActions } from '@tessera/ui/Dialog';
import { InlineAlert } from '../../../ui/InlineAlert';
import { SelectField } from '@tessera/ui/SelectField';
import { describePageError, fieldErrorsOf } from '../page-errors';
import { indentLabel, visibleRows } from '../page-tree';

export type NewPageInput = { title: string; content_type: PageContentType; parent_id: string | null; path?: string };

type Props = {
  pages: StudioPageSummary[];
  parentId: string | null;
  onSubmit: (input: NewPageInput) => Promise<unknown>;
  onClose: () => void;
};

/** The "New page" form: checked with the create contract's own schema, then by the server (400/409 under their fields). */
export function NewPageDialog({ pages, parentId, onSubmit, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const titleRef = useRef<HTMLInputElement>(null);
  const pathRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState({ title: '', content_type: 'generic' as PageContentType, parent_id: parentId ?? '', path: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { title: values.title, content_type: values.content_type, parent_id: values.parent_id || null, path: values.path.trim() || undefined };
    const parsed = createPageContract.body!.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= translateFieldMessage(issue.message, t);
      setErrors(next);
      setFormError(null);
      (next.title ? titleRef : pathRef).current?.focus();
      return;
    }
    setIsSubmitting(true);
    try {
      await onSubmit({ ...parsed.data, path: parsed.data.path });
    } catch (error) {
      const fields = fieldErrorsOf(error, t);
      setErrors(fields);
      setFormError(Object.keys(fields).length > 0 ? null : describePageError(error, t, i18n.language));
      setIsSubmitting(false);
    }
  }

  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  return (
    <Dialog title={t('pages.create.title')} onClose={onClose} initialFocus={titleRef}>
      <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        {formError ? <InlineAlert>{formError}</InlineAlert> : null}
        <TextField
          ref={titleRef}
          label={t('pages.create.pageTitle')}
          value={values.title}
          maxLength={200}
          required
          autoComplete="off"
          error={errors.title}
          onChange={(event) => set('title')(event.target.value)}
        />
        <SelectField
          label={t('pages.create.contentType')}
          hint={t('pages.create.contentTypeHint')}
          value={values.content_type}
          error={errors.content_type}
          onChange={(event) => set('content_type')(event.target.value)}
          options={pageContentTypes.map((type) => ({ value: type, label: t(`pages.contentTypes.${type}`) }))}
        />
        <SelectField
          label={t('pages.create.parent')}
          value={values.parent_id}
          error={errors.parent_id}
          onChange={(event) => set('parent_id')(event.target.value)}
          options={[
            { value: '', label: t('pages.create.topLevel') },
            ...visibleRows(pages).map((row) => ({ value: row.page.id, label: indentLabel(row.level + 1, row.page.title) })),
          ]}
        />
        <TextField
          ref={pathRef}
          label={t('pages.create.path')}
          hint={t('pages.create.pathHint')}
          value={values.path}
          placeholder="/programs/week-1"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          error={errors.path}
          onChange={(event) => set('path')(event.target.value)}
        />
        <DialogActions>
          <Button onClick={onClose}>{t('pages.common.cancel')}</Button>
          <Button type="submit" variant="primary" isBusy={isSubmitting}>
            {isSubmitting ? t('pages.create.submitting') : t('pages.create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
