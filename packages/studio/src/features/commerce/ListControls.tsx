import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@tessera/ui/SelectField';
import { Button } from '../../ui/Button';
import { InlineAlert } from '../../ui/InlineAlert';
import { SearchBox } from '../../ui/SearchBox';
import { describeError } from '../../app/describe-error';
import type { ListFilter } from './commerce-queries';
import styles from './commerce.module.css';
import { saveFile } from './use-list-filter';

type Props = {
  filter: ListFilter;
  onChange: (next: Partial<ListFilter>) => void;
  /** Words of this list: the search box's, the status filter's and its options. */
  searchLabel: string;
  searchHint: string;
  statusLabel: string;
  statuses: { value: string; label: string }[];
  /** "12 orders", "3 matching": said when the answer arrives. */
  summary: string | null;
  /** The CSV of every row the filter matches; its file name. */
  exportCsv: () => Promise<Blob>;
  fileName: string;
};

/** Search, a status filter and a CSV export of what they match, above an orders or subscriptions table. */
export function ListControls({
  filter,
  onChange,
  searchLabel,
  searchHint,
  statusLabel,
  statuses,
  summary,
  exportCsv,
  fileName,
}: Props) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(filter.q);
  // A search changed from outside the box (Clear search, Back) shows in it.
  const [shownQ, setShownQ] = useState(filter.q);
  if (shownQ !== filter.q) {
    setShownQ(filter.q);
    if (draft.trim() !== filter.q) setDraft(filter.q);
  }
  const [isExporting, setIsExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  async function download() {
    setIsExporting(true);
    setExportError(null);
    try {
      saveFile(await exportCsv(), fileName);
    } catch (error) {
      setExportError(
        `${t('commerce.common.exportFailed')} ${describeError(error, t, i18n.language)}`,
      );
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.filters}>
          <SearchBox
            label={searchLabel}
            hint={searchHint}
            value={draft}
            onValueChange={setDraft}
            onSearch={(q) => {
              if (q !== filter.q) onChange({ q });
            }}
          />
          <SelectField
            label={statusLabel}
            value={filter.status}
            onChange={(event) => onChange({ status: event.target.value })}
            options={[{ value: '', label: t('commerce.common.anyStatus') }, ...statuses]}
          />
        </div>
        <Button onClick={() => void download()} isBusy={isExporting}>
          {isExporting ? t('commerce.common.exporting') : t('commerce.common.exportCsv')}
        </Button>
      </div>
      <p className={styles.summary} role="status">
        {summary}
      </p>
      {exportError ? <InlineAlert>{exportError}</InlineAlert> : null}
    </>
  );
}
