import { fieldError } from '@tessera/core/error-catalogue';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Webhook endpoints must be http(s) addresses, and in production public ones: an owner must not
 * make the server call its own network (SSRF). Checked when saved and again before each delivery
 * (the name may resolve elsewhere by then). Outside production local receivers are allowed, for
 * development and tests.
 */
const privateRanges = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  privateRanges.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateRanges.addSubnet(net, bits, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return privateRanges.check(mapped[1]!, 'ipv4');
    return privateRanges.check(address, 'ipv6');
  }
  return privateRanges.check(address, 'ipv4');
}

/** The URL as stored, or a field error on `field`. */
export async function checkEndpointUrl(raw: string, { allowPrivate, field = 'body.url' }: { allowPrivate: boolean; field?: string }): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw fieldError(field, 'http_url');
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname || url.username || url.password) throw fieldError(field, 'http_url');
  if (!allowPrivate) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host) ? [host] : await lookup(host, { all: true }).then((all) => all.map((a) => a.address), () => []);
    if (addresses.length === 0 || addresses.some(isPrivateAddress)) throw fieldError(field, 'public_address');
  }
  return url.toString();
}
