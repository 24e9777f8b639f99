import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import type { AppDb } from '#db/create-db';
import { recordEvent } from '../events/events.service';
import { limitOrRefuse } from '../rate-limit/rate-limit.service';
import { getPublicSettings } from '../settings/settings.service';
import type { AccessTool } from './access.choices';
import { accessRateLimit, hashIp, hashToken } from './access.limits';
import {
  findLiveGrant,
  grantExists,
  grantsByIds,
  insertGrant,
  listGrants,
  revokeGrant,
  type Grant,
} from './access.repository';
import { counted } from '../shared/plural';

export type { Grant };

/** Whether the access form stands before this tool (a setting, default on). */
export async function gateIsOn(db: AppDb, contentVersion: number, tool: AccessTool) {
  const { gates } = await getPublicSettings(db, contentVersion);
  return tool === 'calculator' ? gates.calculatorAccessForm : gates.designToolAccessForm;
}

/**
 * The grant a browser's token carries for this tool (its id), or null when it has none or staff
 * revoked it. With the gate off, every visitor may use the tool (id null, allowed true).
 */
export async function checkAccess(
  db: AppDb,
  contentVersion: number,
  tool: AccessTool,
  token: string | null | undefined,
): Promise<{ allowed: boolean; grantId: number | null }> {
  const grantId = token ? await findLiveGrant(db, tool, hashToken(token)) : null;
  if (grantId !== null) return { allowed: true, grantId };
  return { allowed: !(await gateIsOn(db, contentVersion, tool)), grantId: null };
}

interface AccessRequest {
  tool: AccessTool;
  name: string;
  email: string | null;
  phone: string | null;
  zip: string;
  website?: string;
}

/**
 * Records one access form and gives the browser its token (kept in its storage; only the hash is
 * stored here). Every attempt counts against the sender's address; a filled honeypot gets a token
 * that opens nothing, so a robot learns nothing.
 */
export async function requestAccess(db: AppDb, ip: string, input: AccessRequest) {
  await limitOrRefuse(db, accessRateLimit(ip), {
    message: ({ minutes }) =>
      `We have received this form several times from you in the last few minutes. Please try again in ${counted(minutes, 'minute')}.`,
  });
  const token = randomUUID();
  if (input.website?.trim()) return { token, dropped: true as const };
  // The grant and its event (access_grant.created) commit together, or neither does.
  await db.transaction().execute(async (trx) => {
    const grantId = await insertGrant(trx, {
      tool: input.tool,
      tokenHash: hashToken(token),
      name: input.name,
      email: input.email,
      phone: input.phone,
      zip: input.zip,
      ipHash: hashIp(ip),
    });
    await recordEvent(trx, 'access_grant.created', {
      grantId,
      tool: input.tool,
      name: input.name,
      email: input.email,
      phone: input.phone,
      zip: input.zip,
    });
  });
  return { token, dropped: false as const };
}

/** The grants with these ids (staff screens name who made an estimate). */
export const findAuthorizations = (db: AppDb, ids: number[]) => grantsByIds(db, ids);

export const listAuthorizations = (db: AppDb, filters: { tool?: AccessTool; q?: string }) => listGrants(db, filters);

export async function revokeAuthorization(db: AppDb, id: number, by: string) {
  if (await revokeGrant(db, id, by)) return { revoked: true };
  if (await grantExists(db, id)) return { revoked: false };
  throw new TRPCError({ code: 'NOT_FOUND', message: 'That authorization no longer exists.' });
}
