/** Hands text to the browser as a file download (the CSV export), without a page change. */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
