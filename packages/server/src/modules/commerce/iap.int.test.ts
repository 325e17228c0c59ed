import { X509Certificate } from 'node:crypto';
import { CompactSign, importPKCS8 } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_STORE_INTERMEDIATE_PEM, TEST_STORE_LEAF_KEY_PKCS8, TEST_STORE_LEAF_PEM, TEST_STORE_ROOT_PEM } from '../../integrations/payments/test-store-pki';
import { createAccount, createApp } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { insertProduct } from './test-fixtures';

let t: TestServer;
let product: { id: string };
const der = (pem: string) => new X509Certificate(pem).raw.toString('base64');
const rootFingerprint = new X509Certificate(TEST_STORE_ROOT_PEM).fingerprint256;

async function signed(payload: Record<string, unknown>, chain = [TEST_STORE_LEAF_PEM, TEST_STORE_INTERMEDIATE_PEM, TEST_STORE_ROOT_PEM]) {
  const key = await importPKCS8(TEST_STORE_LEAF_KEY_PKCS8, 'ES256');
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload))).setProtectedHeader({ alg: 'ES256', x5c: chain.map(der) }).sign(key);
}

beforeAll(async () => {
  t = await createTestServer({ APP_STORE_ROOT_SHA256: rootFingerprint });
  const account = await createAccount(t.db);
  const appId = (await createApp(t.db, { accountId: account.id, slug: 'alpha', name: 'Alpha' })).id;
  product = await insertProduct(t.db, { appId, name: 'Premium', amount: 1999 });
});
afterAll(async () => t.close());

describe('in-app purchases', () => {
  it('grants a verified store transaction once, and restores it again without a second order', async () => {
    const m = memberClient(t, 'alpha');
    const signIn = await m.signUp({ email: 'iap@example.test' });
    const auth = { token: signIn.authentication_token, email: 'iap@example.test' };
    const jws = await signed({ transactionId: '1000001', originalTransactionId: '1000001', productId: product.id, purchaseDate: Date.now() });
    const res = await m.call('POST', `/api/products/${product.id}/purchase/iap`, { ...auth, body: { transaction_id: '1000001', signed_transaction: jws } });
    expect(res.statusCode).toBe(200);
    expect(res.json().active_product_ids).toContain(product.id);
    const again = await m.call('POST', `/api/products/${product.id}/purchase/iap`, { ...auth, body: { transaction_id: '1000001', signed_transaction: jws } });
    expect(again.json().purchase.id).toBe(res.json().purchase.id);
  });

  it.each([
    ['without a signed transaction', async () => undefined],
    ['signed by an untrusted chain', async () => signed({ transactionId: '2', productId: 'x' }, [TEST_STORE_LEAF_PEM, TEST_STORE_INTERMEDIATE_PEM])],
    ['tampered with', async () => (await signed({ transactionId: '3', productId: 'x' })).replace(/\.[^.]+\./, `.${Buffer.from(JSON.stringify({ transactionId: '3', productId: 'hacked' })).toString('base64url')}.`)],
    ['expired', async () => signed({ transactionId: '4', productId: product.id, expiresDate: Date.now() - 1000 })],
  ])('says No purchases found to restore %s', async (_label, make) => {
    const m = memberClient(t, 'alpha');
    const signIn = await m.signUp({ email: `iap-${Math.random().toString(36).slice(2)}@example.test` });
    const jws = await make();
    const res = await m.call('POST', `/api/products/${product.id}/purchase/iap`, { token: signIn.authentication_token, email: signIn.user.email, body: { transaction_id: '4', ...(jws ? { signed_transaction: jws } : {}) } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: 'no_purchases_to_restore', message: 'No purchases found to restore' });
  });

  it('needs a member: an unknown email is user_not_found', async () => {
    const res = await memberClient(t, 'alpha').call('POST', `/api/products/${product.id}/purchase/iap`, { body: { transaction_id: '9', email: 'nobody@example.test' } });
    expect(res.json().error.code).toBe('user_not_found');
  });
});
