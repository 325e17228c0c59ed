import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@tessera/ui/SelectField';
import { Button } from '../../ui/Button';
import { InlineAlert } from '../../ui/InlineAlert';
import { SearchBox } from '../../ui/SearchBox';
import type {
  ordersCsvContract,
  subscriptionsCsvContract,
} from '@tessera/core/api/studio-commerce';
import { describeError } from '../../app/describe-error';
import { studioDownload } from '../../app/studio-api';
import type { ListFilter } from './commerce-queries';
import styles from './commerce.module.css';
import { saveFile } from '../../app/save-file';

type Props = {
  filter: ListFilter;
  onChange: (next: Partial<ListFilter>) => void;
  /**
   * Where this list's words are (`commerce.orders`…): `search`, `searchHint`, `status`,
   * `statuses.<value>`, and `total` / `matching` for the count said when the answer arrives.
   */
  words: 'commerce.orders' | 'commerce.subscriptions';
  statuses: readonly string[];
  /** How many rows the filter matches; null until the answer arrives. */
  total: number | null;
  /** The CSV of every row the filter matches, saved as `<orders|subscriptions>-<app slug>.csv`. */
  csv: typeof ordersCsvContract | typeof subscriptionsCsvContract;
  appId: string;
  /** The app's slug, for the file name (its id until the apps have loaded). */
  appSlug: string | undefined;
};

/** Search, a status filter and a CSV export of what they match, above an orders or subscriptions table. */
export function ListControls({
  filter,
  onChange,
  words,
  statuses,
  total,
  csv,
  appId,
  appSlug,
}: Props) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(filter.q);
  // A search changed from outside the box (Clear search, Back) shows in it.
  const [shownQ, setShownQ] = useState(filter.q);
  if (shownQ !== filter.q) {
    setShownQ(filter.q);
    if (draft.trim() !== filter.q) setDraft(filter.q);
  }
  const summary =
    total === null
      ? null
      : t(`${words}.${filter.q || filter.status ? 'matching' : 'total'}`, {
          count: total,
          formatted: new Intl.NumberFormat(i18n.language).format(total),
        });
  const [isExporting, setIsExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  async function download() {
    setIsExporting(true);
    setExportError(null);
    try {
      const query = { q: filter.q || undefined, status: filter.status || undefined };
      const listName = words.slice('commerce.'.length);
      saveFile(
        await studioDownload(csv, { params: { appId }, query }),
        `${listName}-${appSlug ?? appId}.csv`,
      );
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
            label={t(`${words}.search`)}
            hint={t(`${words}.searchHint`)}
            value={draft}
            onValueChange={setDraft}
            onSearch={(q) => {
              if (q !== filter.q) onChange({ q });
            }}
          />
          <SelectField
            label={t(`${words}.status`)}
            value={filter.status}
            onChange={(event) => onChange({ status: event.target.value })}
            options={[
              { value: '', label: t('commerce.common.anyStatus') },
              ...statuses.map((value) => ({ value, label: t(`${words}.statuses.${value}`) })),
            ]}
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
