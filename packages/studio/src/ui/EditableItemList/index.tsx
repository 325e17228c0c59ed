import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import type { ListItem, ListedItems } from '../DeleteItemDialog';
import { ItemListScreen } from '../ItemListScreen';
import { useListNotice } from '../ItemListScreen/use-list-notice';
import listStyles from '../ItemList/styles.module.css';

type Props<T extends ListItem> = ListedItems<T> & {
  /**
   * The screen's word prefix. Besides what `ItemListScreen` reads, it reads `<words>.create`,
   * `.cancel`, `.edit`, `.editNamed`, `.deleteNamed`, `.delete.open`, `.delete.title`,
   * `.delete.confirm`, `.delete.body` and `.deleted` (each `…Named` and `.deleted` with `{{title}}`).
   */
  words: string;
  /** The editor, above the list: `item` null for a new one; `onDone` with what to say (null: cancelled). */
  renderEditor: (props: { item: T | null; onDone: (notice: string | null) => void }) => ReactNode;
  /** A row's name and facts (its Edit and Delete buttons follow); `onNotice` says something above the list (as an alert unless `tone` is `info`). */
  renderRow: (item: T, onNotice: (message: string, tone?: 'info' | 'error') => void) => ReactNode;
  /** An item to open the editor on when the list arrives (an address such as `?edit=<id>` names it: the calendar links there). */
  initialEditId?: string | null;
};

/**
 * A list screen whose items are edited in place (events, packs): New… and each row's Edit open
 * the feature's editor above the list, Delete asks first, and what happened is said above it.
 * Screens whose items open in an editor of their own (forms, programs) use `ItemListScreen` and
 * `DeleteItemDialog` directly.
 */
export function EditableItemList<T extends ListItem>({ words, list, items, remove, nav, renderEditor, renderRow, initialEditId = null }: Props<T>) {
  const { t } = useTranslation();
  // Undefined until the owner opens or closes an editor: until then the item the address names, if listed.
  const [chosen, setEditing] = useState<T | 'new' | null | undefined>(undefined);
  const editing = chosen === undefined ? (items.find((item) => item.id === initialEditId) ?? null) : chosen;
  const { askDelete, say, noticeProps, deleteDialog } = useListNotice<T>({
    words,
    cancelLabel: t(`${words}.cancel`),
    remove,
    deletedNotice: (item) => t(`${words}.deleted`, { title: item.title }),
    renderDeleteBody: () => <p>{t(`${words}.delete.body`)}</p>,
  });
  const newButton = (
    <Button variant="primary" onClick={() => setEditing('new')}>
      {t(`${words}.create`)}
    </Button>
  );

  return (
    <ItemListScreen
      words={words}
      list={list}
      isEmpty={items.length === 0}
      isEmptyHidden={editing !== null}
      action={editing ? null : newButton}
      emptyAction={newButton}
      {...noticeProps}
      nav={nav}
      overlays={
        <>
          {editing
            ? renderEditor({
                item: editing === 'new' ? null : editing,
                onDone: (message) => {
                  setEditing(null);
                  if (message) say(message, 'info');
                },
              })
            : null}
          {deleteDialog}
        </>
      }
    >
      <ul className={listStyles.list}>
        {items.map((item) => (
          <li key={item.id} className={listStyles.row}>
            <div className={listStyles.main}>{renderRow(item, say)}</div>
            <div className={listStyles.actions}>
              <Button onClick={() => setEditing(item)} aria-label={t(`${words}.editNamed`, { title: item.title })}>
                {t(`${words}.edit`)}
              </Button>
              <Button variant="danger" onClick={() => askDelete(item)} aria-label={t(`${words}.deleteNamed`, { title: item.title })}>
                {t(`${words}.delete.open`)}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </ItemListScreen>
  );
}
