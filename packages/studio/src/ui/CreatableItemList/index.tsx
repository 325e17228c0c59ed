import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import type { ListItem, ListedItems } from '../DeleteItemDialog';
import { ItemListScreen } from '../ItemListScreen';
import { useListNotice } from '../ItemListScreen/use-list-notice';
import type { DescribeError } from '../QueryStates';

type Props<T extends ListItem> = ListedItems<T> & {
  /**
   * The screen's word prefix. Besides what `ItemListScreen` and `DeleteItemDialog` read, it reads
   * `<words>.create.open` (the intro's button), `.create.first` (the empty state's) and `.common.cancel`.
   */
  words: string;
  describeError?: DescribeError;
  /** Said once an item is gone, where the row leaving is not enough (its sessions went with it, say). */
  deletedNotice?: (item: T) => string;
  /** The New… dialog (a `NameFirstDialog`, say), which makes the item and opens its editor; `onClose` gives focus back to New…. */
  renderNewDialog: (props: { onClose: () => void }) => ReactNode;
  /** What goes with an item when it is deleted, as paragraphs. */
  renderDeleteBody: (item: T) => ReactNode;
  /** The loaded, non-empty list; `askDelete` opens the confirmation for one item. */
  children: (askDelete: (item: T) => void) => ReactNode;
};

/**
 * A list screen whose items open in an editor of their own (forms, programs, workouts): New… opens a dialog
 * that makes the item, each row leads to its editor, and Delete asks first. Screens that edit in
 * place (events, packs) use `EditableItemList`.
 */
export function CreatableItemList<T extends ListItem>({ words, list, items, remove, describeError, nav, deletedNotice, renderNewDialog, renderDeleteBody, children }: Props<T>) {
  const { t } = useTranslation();
  const [isCreating, setIsCreating] = useState(false);
  const { askDelete, noticeProps, deleteDialog } = useListNotice<T>({
    words,
    cancelLabel: t(`${words}.common.cancel`),
    remove,
    deletedNotice,
    describeError,
    renderDeleteBody,
  });
  const newRef = useRef<HTMLButtonElement>(null);
  const wasCreating = useRef(false);
  // The New… dialog closed without leaving the screen: back to New…, which may be another button now.
  useEffect(() => {
    if (!isCreating && wasCreating.current) newRef.current?.focus();
    wasCreating.current = isCreating;
  }, [isCreating]);
  const closeNew = () => setIsCreating(false);
  const newButton = (label: string) => (
    <Button ref={newRef} variant="primary" onClick={() => setIsCreating(true)}>
      {label}
    </Button>
  );

  return (
    <ItemListScreen
      words={words}
      list={list}
      isEmpty={items.length === 0}
      action={items.length > 0 ? newButton(t(`${words}.create.open`)) : null}
      emptyAction={newButton(t(`${words}.create.first`))}
      {...noticeProps}
      nav={nav}
      describeError={describeError}
      overlays={
        <>
          {isCreating ? renderNewDialog({ onClose: closeNew }) : null}
          {deleteDialog}
        </>
      }
    >
      {children(askDelete)}
    </ItemListScreen>
  );
}
