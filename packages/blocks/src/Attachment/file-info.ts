const AUDIO_EXTENSIONS = new Set([
  'mp3',
  'm4a',
  'aac',
  'wav',
  'ogg',
  'oga',
  'opus',
  'flac',
  'weba',
]);

/** The file name at the end of an address (`/u/Week%201.pdf` → `Week 1.pdf`), or '' for none. */
export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const last = path.split('/').at(-1) ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export function extensionOf(fileName: string): string {
  const match = /\.([a-z0-9]{1,8})$/i.exec(fileName);
  return match?.[1]?.toLowerCase() ?? '';
}

/** Audio by its MIME type when the owner gave one, else by its extension. */
export function isAudioFile(fileType: string | null, fileName: string): boolean {
  if (fileType) return fileType.toLowerCase().startsWith('audio/');
  return AUDIO_EXTENSIONS.has(extensionOf(fileName));
}

/** The short label members know a file by: `PDF`, `MP3`; from the extension, else the MIME subtype. */
export function formatLabel(fileType: string | null, fileName: string): string {
  const extension = extensionOf(fileName);
  if (extension) return extension.toUpperCase();
  const subtype = fileType?.split('/')[1]?.split(/[;+.-]/)[0] ?? '';
  return subtype.toUpperCase();
}

const KIB = 1024;
const MIB = KIB * 1024;
const GIB = MIB * 1024;

/** `2.4 MB` in the member's language (SPEC §9 counts 1024 × 1024 bytes to the megabyte). */
export function formatFileSize(bytes: number, locale: string): string {
  const [value, unit] =
    bytes >= GIB
      ? [bytes / GIB, 'gigabyte']
      : bytes >= MIB
        ? [bytes / MIB, 'megabyte']
        : bytes >= KIB
          ? [bytes / KIB, 'kilobyte']
          : [bytes, 'byte'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

/** Same-origin uploads can be saved directly; other sites' files open in a new tab. */
export function isSameOrigin(url: string): boolean {
  if (typeof window === 'undefined') return url.startsWith('/');
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}
