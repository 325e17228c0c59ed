import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioPageSummary } from '@tessera/core/api/studio-pages';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '@tessera/ui/Dialog';
import { SelectField } from '@tessera/ui/SelectField';
import { childrenByParent, indentLabel, possibleParents, type MoveTarget } from '../page-tree';
import styles from './styles.module.css';

type Props = { pages: StudioPageSummary[]; page: StudioPageSummary; onMove: (target: MoveTarget) => void; onClose: () => void };

/**
 * "Move to…": the keyboard's way to put a page anywhere (drag and drop's equivalent). Its own
 * subtree is left out of the list, since a page cannot be moved under itself.
 */
export function MovePageDialog({ pages, page, onMove, onClose }: Props) {
  const { t } = useTranslation();
  const [parentId, setParentId] = useState(page.parent_id ?? '');
  const [place, setPlace] = useState<'first' | 'last'>('last');

  function submit(event: FormEvent) {
    event.preventDefault();
    const parent = parentId || null;
    const siblings = (childrenByParent(pages).get(parent) ?? []).filter((sibling) => sibling.id !== page.id);
    onMove({ parent_id: parent, position: place === 'first' ? 0 : siblings.length });
  }

  return (
    <Dialog title={t('pages.moveTo.title', { title: page.title })} onClose={onClose}>
      <form onSubmit={submit} style={{ display: 'contents' }}>
        <SelectField
          label={t('pages.moveTo.parent')}
          hint={t('pages.moveTo.parentHint')}
          value={parentId}
          onChange={(event) => setParentId(event.target.value)}
          options={[
            { value: '', label: t('pages.create.topLevel') },
            ...possibleParents(pages, page.id).map((row) => ({ value: row.page.id, label: indentLabel(row.level + 1, row.page.title) })),
          ]}
        />
        <fieldset className={styles.places}>
          <legend className={styles.legend}>{t('pages.moveTo.place')}</legend>
          {(['first', 'last'] as const).map((option) => (
            <label key={option} className={styles.choice}>
              <input type="radio" name="place" value={option} checked={place === option} onChange={() => setPlace(option)} />
              {t(`pages.moveTo.${option}`)}
            </label>
          ))}
        </fieldset>
        <DialogActions>
          <Button onClick={onClose}>{t('pages.common.cancel')}</Button>
          <Button type="submit" variant="primary">
            {t('pages.moveTo.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
