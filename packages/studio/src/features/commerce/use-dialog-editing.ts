import { useRef, useState } from 'react';

/**
 * Which row of a table edited in a dialog is open (`'new'` for New…), and closing it with the focus
 * back on New… (the row's own Edit may be gone by then).
 */
export function useDialogEditing<T>() {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const newRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setEditing(null);
    newRef.current?.focus();
  };
  return { editing, edit: setEditing, close, newRef };
}
