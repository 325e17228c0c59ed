import { useEffect } from 'react';

const PRODUCT_NAME = 'Tessera Studio';

/** Each screen names itself in the tab and in the screen reader's window title. */
export function useDocumentTitle(...parts: (string | undefined)[]): void {
  const title = [...parts.filter(Boolean), PRODUCT_NAME].join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
