/**
 * Hands a file to the browser as its own download, without a page change: a blob the server sent
 * (orders, attendees) or text made here (analytics, form submissions; CSV unless `type` says).
 */
export function saveFile(
  contents: Blob | string,
  name: string,
  type = 'text/csv;charset=utf-8',
): void {
  const url = URL.createObjectURL(
    typeof contents === 'string' ? new Blob([contents], { type }) : contents,
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the address can go once it has read it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
