/** What an embedded page may do: run its scripts, submit its forms, open links in a new tab, play full screen. */
const BASE_PERMISSIONS = [
  'allow-scripts',
  'allow-forms',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
  'allow-presentation',
];

/**
 * The iframe's sandbox. Another site keeps its own origin (its cookies and storage work, and the
 * browser's same-origin policy still keeps it out of the app). A page of the app's own origin does
 * not: with scripts and its real origin it could reach into the app and lift the sandbox.
 */
export function sandboxFor(url: string, appOrigin: string): string {
  let isSameOrigin = true;
  try {
    isSameOrigin = new URL(url).origin === appOrigin;
  } catch {
    // An address that does not parse gets the strict sandbox.
  }
  return (isSameOrigin ? BASE_PERMISSIONS : [...BASE_PERMISSIONS, 'allow-same-origin']).join(' ');
}
