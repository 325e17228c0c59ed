import { fetchInvoiceUrl } from './billing-api';

/**
 * Opens an invoice's signed, expiring link in a new tab. The tab is opened at the press (a popup
 * blocker allows that), then sent to the link once the server gave it; without a tab (blocked),
 * this tab goes there. A refused id closes the blank tab and rethrows ('Invalid Invoice').
 */
export async function openInvoice(id: string, win: Window = window): Promise<void> {
  const tab = win.open('', '_blank');
  try {
    const url = await fetchInvoiceUrl(id);
    if (tab && !tab.closed) tab.location.href = url;
    else win.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
