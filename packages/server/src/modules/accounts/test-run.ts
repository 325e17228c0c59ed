import type { FastifyRequest } from 'fastify';
import { requireTenant } from '../../http/context';
import { findOwner } from './owner-auth';

/**
 * SPEC §6: test runs see every page as granted. A request is a test run when the studio's
 * preview asks for one (`X-Test-Run: 1`, sent by the member app in `?page-builder` mode) AND it
 * carries the studio session of an owner whose account owns this app. The header alone opens
 * nothing: a member cannot make themselves an owner.
 */
export async function isTestRun(request: FastifyRequest): Promise<boolean> {
  if (request.headers['x-test-run'] !== '1') return false;
  const found = await findOwner(request);
  return found !== null && found.owner.account_id === requireTenant(request).accountId;
}
