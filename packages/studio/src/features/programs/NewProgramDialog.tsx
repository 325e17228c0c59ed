import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioPageSummary } from '@tessera/core/api/studio-pages';
import { PROGRAM_LIMITS } from '@tessera/core/entities/program';
import { Dialog, DialogActions } from '@tessera/ui/Dialog';
import { SelectField } from '@tessera/ui/SelectField';
import { TextField } from '@tessera/ui/TextField';
import { describeError } from '../../app/describe-error';
import { Button } from '../../ui/Button';
import { InlineAlert } from '../../ui/InlineAlert';

type Props = {
  /** Program pages that show no program yet. */
  pages: readonly StudioPageSummary[];
  onSubmit: (input: { title: string; page_id: string }) => Promise<unknown>;
  onClose: () => void;
};

/** "New program": made from a program page (its title offered as the program's), then its editor opens. */
export function NewProgramDialog({ pages, onSubmit, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [pageId, setPageId] = useState(pages[0]?.id ?? '');
  const [title, setTitle] = useState(pages[0]?.title ?? '');
  const [titleError, setTitleError] = useState<string | undefined>(undefined);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setTitleError(t('programs.fields.titleRequired'));
      return;
    }
    setIsBusy(true);
    setRefusal(null);
    try {
      await onSubmit({ title: title.trim(), page_id: pageId });
    } catch (caught) {
      setRefusal(describeError(caught, t, i18n.language));
      setIsBusy(false);
    }
  };

  return (
    <Dialog title={t('programs.create.title')} onClose={onClose}>
      {pages.length === 0 ? (
        <>
          <p>{t('programs.create.noPages')}</p>
          <DialogActions>
            <Button onClick={onClose}>{t('programs.common.close')}</Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          {refusal ? <InlineAlert>{refusal}</InlineAlert> : null}
          <SelectField
            label={t('programs.fields.page')}
            hint={t('programs.fields.pageHint')}
            value={pageId}
            options={pages.map((page) => ({ value: page.id, label: `${page.title} (${page.path})` }))}
            onChange={(event) => {
              const next = pages.find((page) => page.id === event.target.value);
              setPageId(event.target.value);
              if (next && (!title || pages.some((page) => page.title === title))) setTitle(next.title);
            }}
          />
          <TextField
            label={t('programs.fields.title')}
            value={title}
            maxLength={PROGRAM_LIMITS.titleLength}
            required
            autoComplete="off"
            error={titleError}
            onChange={(event) => {
              setTitle(event.target.value);
              setTitleError(undefined);
            }}
          />
          <DialogActions>
            <Button onClick={onClose}>{t('programs.common.cancel')}</Button>
            <Button type="submit" variant="primary" isBusy={isBusy}>
              {t('programs.create.submit')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
