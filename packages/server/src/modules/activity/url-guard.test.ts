import { describe, expect, it } from 'vitest';
import { checkEndpointUrl, isPrivateAddress } from './url-guard';

describe('webhook endpoint addresses', () => {
  it('knows private, loopback and link-local addresses', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111']) expect(isPrivateAddress(address), address).toBe(false);
  });

  it('takes http(s) only, and refuses private hosts unless allowed', async () => {
    await expect(checkEndpointUrl('ftp://example.com/x', { allowPrivate: true })).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(checkEndpointUrl('not a url', { allowPrivate: true })).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(checkEndpointUrl('http://user:pw@example.com/', { allowPrivate: true })).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(checkEndpointUrl('http://127.0.0.1:9/hook', { allowPrivate: false })).rejects.toMatchObject({ details: [{ code: 'public_address' }] });
    await expect(checkEndpointUrl('http://[::1]/hook', { allowPrivate: false })).rejects.toMatchObject({ details: [{ code: 'public_address' }] });
    await expect(checkEndpointUrl('http://localhost:9/hook', { allowPrivate: false })).rejects.toMatchObject({ details: [{ code: 'public_address' }] });
    expect(await checkEndpointUrl('http://127.0.0.1:9/hook', { allowPrivate: true })).toBe('http://127.0.0.1:9/hook');
    expect(await checkEndpointUrl('https://93.184.216.34/hook', { allowPrivate: false })).toBe('https://93.184.216.34/hook');
  });
});
