/** `name` equals `lower` (an all-lower-case header name) without regard to ASCII case. */
function isHeaderName(name: string, lower: string): boolean {
  if (name.length !== lower.length) return false;
  if (name === lower) return true;
  for (let i = 0; i < lower.length; i++) {
    const code = name.charCodeAt(i);
    const want = lower.charCodeAt(i);
    if (code !== want && !(code >= 65 && code <= 90 && code + 32 === want)) return false;
  }
  return true;
}

/**
 * Reads a few headers straight from Node's raw list (name, value, name, value …): `values[i]` gets
 * the value of `names[i]` (lower-case), or undefined. Reading `request.headers` instead makes Node
 * build an object of every header, lower-casing each name, which cost the page-data fast path more
 * than everything else it does (issue #18). Returns false when one of the names comes more than
 * once: Node joins or drops such repeats by rules of its own, so the caller leaves them to code
 * that reads `request.headers`.
 */
export function readRawHeaders(raw: readonly string[], names: readonly string[], values: (string | undefined)[]): boolean {
  for (let i = 0; i < names.length; i++) values[i] = undefined;
  for (let at = 0; at < raw.length; at += 2) {
    const name = raw[at]!;
    for (let i = 0; i < names.length; i++) {
      if (!isHeaderName(name, names[i]!)) continue;
      if (values[i] !== undefined) return false;
      values[i] = raw[at + 1];
      break;
    }
  }
  return true;
}
