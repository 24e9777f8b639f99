import type { AppDb } from '#db/create-db';
import type { BusinessFacts } from '../settings/settings.schema';
import { familyStageWords, nextStageOf, normalizeProofCode, orderStages, proofFileUrl } from './orders.choices';
import { findOrderByCode, findOrderByToken, type Order } from './orders.repository';
import { listStages } from './order-stages.repository';
import { listProofs } from './proofs.repository';

/** The family's page: opening it with the private link or the proof code, and what it shows. */

/** The order behind a family's key, or null. */
export function orderForToken(db: AppDb, token: string | null): Promise<Order | null> {
  if (!token || !/^[a-z2-7]{20,80}$/.test(token)) return Promise.resolve(null);
  return findOrderByToken(db, token);
}

/** The order a code and email open, or null (the caller answers the same for every miss). */
export async function orderForCode(db: AppDb, code: string, email: string): Promise<Order | null> {
  const normalized = normalizeProofCode(code);
  if (!/^[A-Z2-9]{9}$/.test(normalized)) return null;
  const order = await findOrderByCode(db, normalized);
  if (!order || !order.email || order.email.toLowerCase() !== email.trim().toLowerCase()) return null;
  return order;
}

/** What the family's page shows: where the memorial is, and the proof to check. */
export async function familyView(db: AppDb, order: Order, business: BusinessFacts) {
  const [stages, proofs] = await Promise.all([listStages(db, order.id), listProofs(db, order.id)]);
  const reached = new Map(stages.map((s) => [s.stage, s]));
  const office = business.offices.find((o) => o.id === order.office) ?? business.offices[0]!;
  const next = nextStageOf(order.stage);
  const latest = proofs[0] ?? null;
  return {
    reference: order.reference,
    name: order.name,
    stage: order.stage,
    expectedInstallation: order.expectedInstallation,
    cemetery: order.cemetery,
    stages: orderStages.map((stage) => ({
      stage,
      ...familyStageWords[stage],
      reachedOn: reached.get(stage)?.reachedOn ?? null,
      note: reached.get(stage)?.familyNote ?? null,
      current: stage === order.stage,
    })),
    next: next ? { stage: next, ...familyStageWords[next] } : null,
    contact: {
      office: office.name,
      phone: office.phone,
      phoneHref: office.phoneHref,
      email: business.email,
      hours: business.hours.label,
    },
    proof: latest
      ? {
          version: latest.version,
          kind: latest.kind,
          width: latest.width,
          height: latest.height,
          pageCount: latest.pageCount,
          sentAt: latest.sentAt,
          message: latest.message,
          status: latest.status,
          decidedAt: latest.decidedAt,
          approvedName: latest.approvedName,
          changeComments: latest.changeComments,
          lines: latest.lines,
          largeUrl: proofFileUrl(latest.fileId, latest.kind === 'pdf' ? 'original' : 'large'),
          mediumUrl: proofFileUrl(latest.fileId, latest.kind === 'pdf' ? 'original' : 'medium'),
        }
      : null,
    earlierVersions: proofs.slice(1).map((p) => ({ version: p.version, status: p.status, sentAt: p.sentAt })),
  };
}

export type FamilyView = Awaited<ReturnType<typeof familyView>>;
