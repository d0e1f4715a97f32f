import type { Tx } from '../../db/database.ts';
import type { Staff } from '../../web/layout.ts';
import { newSecret } from '../../lib/ids.ts';
import { isoAfterSeconds } from '../../lib/time.ts';
import { grantRepo } from '../grants/repo.ts';
import { isPiiScope } from '../../lib/scopes.ts';
import { sha256 } from '../secrets.ts';
import type { AuthorizationRequest } from './checks.ts';

/** Authorization codes live 60 s and are single-use. */
const CODE_TTL_SECONDS = 60;
/** Used and expired codes are kept a day, so a late replay is still recognised and revokes its grant. */
const CODE_RETENTION_SECONDS = 24 * 3600;

/** Why this staff member may not approve the request, or null when they may. */
export function approvalProblem(staff: Staff, request: AuthorizationRequest): string | null {
  if (staff.shopId !== request.client.shop_id) return "The signed-in staff member does not belong to this app's shop";
  // Same rule as creating trusted clients: only owners hand out personal data.
  if (staff.role !== 'owner' && request.scopes.some(isPiiScope))
    return 'Only a shop owner can approve access to personal data';
  return null;
}

/** Issues the code for an approved request; only its hash is stored, bound to everything the exchange checks. */
export async function issueAuthorizationCode(tx: Tx, staff: Staff, request: AuthorizationRequest): Promise<string> {
  const code = `ac_${newSecret(32)}`;
  const now = Date.now();
  const repo = grantRepo(tx);
  await repo.deleteExpiredCodes(isoAfterSeconds(-CODE_RETENTION_SECONDS, now));
  await repo.insertCode({
    code_hash: sha256(code),
    client_id: request.client.id,
    shop_id: request.client.shop_id,
    staff_id: staff.staffId,
    redirect_uri: request.redirectUri,
    code_challenge: request.codeChallenge,
    scopes: request.scopes.join(' '),
    created_at: new Date(now).toISOString(),
    expires_at: isoAfterSeconds(CODE_TTL_SECONDS, now),
    used_at: null,
    grant_id: null,
  });
  return code;
}
