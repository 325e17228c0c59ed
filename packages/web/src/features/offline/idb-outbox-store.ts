import type { OutboxEntry, OutboxNotice, OutboxStore } from './outbox-store';

/**
 * The outbox in IndexedDB, plain (the `idb` wrapper would add a dependency for five calls): one
 * database, an `entries` store keyed by the write's key with an index on its sending order, and a
 * `notices` store for what the member has to be told.
 */
export const OUTBOX_DB_NAME = 'tessera-offline';
const DB_VERSION = 1;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(OUTBOX_DB_NAME, DB_VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains('entries'))
        db.createObjectStore('entries', { keyPath: 'key' }).createIndex('seq', 'seq');
      if (!db.objectStoreNames.contains('notices'))
        db.createObjectStore('notices', { keyPath: 'key' });
    };
    req.onsuccess = () => {
      // Another tab upgrading later: let it.
      req.result.onversionchange = () => {
        req.result.close();
        opening = null;
      };
      resolve(req.result);
    };
    req.onerror = () => {
      opening = null;
      reject(req.error ?? new Error('IndexedDB could not open'));
    };
  });
  return opening;
}

async function run<T>(
  storeName: 'entries' | 'notices',
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open();
  const tx = db.transaction(storeName, mode);
  const result = request(work(tx.objectStore(storeName)));
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
  return result;
}

export function indexedDbOutboxStore(): OutboxStore {
  return {
    put: async (entry) => void (await run('entries', 'readwrite', (store) => store.put(entry))),
    get: async (key) =>
      (await run('entries', 'readonly', (store) => store.get(key))) as OutboxEntry | undefined,
    list: async () =>
      (await run('entries', 'readonly', (store) => store.index('seq').getAll())) as OutboxEntry[],
    remove: async (key) => void (await run('entries', 'readwrite', (store) => store.delete(key))),
    addNotice: async (notice) =>
      void (await run('notices', 'readwrite', (store) => store.put(notice))),
    notices: async () =>
      ((await run('notices', 'readonly', (store) => store.getAll())) as OutboxNotice[]).sort(
        (a, b) => a.at.localeCompare(b.at),
      ),
    removeNotice: async (key) =>
      void (await run('notices', 'readwrite', (store) => store.delete(key))),
  };
}
