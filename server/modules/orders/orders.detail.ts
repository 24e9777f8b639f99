import type { AppDb } from '#db/create-db';
import { formatProofCode, proofFileUrl } from './orders.choices';
import { getOrder } from './orders.repository';
import { listHistory, listStages } from './order-stages.repository';
import { listDraftProofFiles, listProofs, type DraftProofFile, type Proof } from './proofs.repository';
import { getOrderCemetery } from './order-cemetery.repository';
import { cemeteryChecklistItem } from './orders.cemetery';

/**
 * One order as staff see it: the record, its stages, proofs, drafts not sent and history; the
 * cemetery's check it keeps and its "cemetery approval" checklist item (decision 286).
 */
export async function orderDetail(db: AppDb, id: number) {
  const order = await getOrder(db, id);
  if (!order) return null;
  const [stages, proofs, drafts, history, cemetery] = await Promise.all([
    listStages(db, id),
    listProofs(db, id),
    listDraftProofFiles(db, id),
    listHistory(db, id),
    getOrderCemetery(db, id),
  ]);
  return {
    ...order,
    proofCodeText: formatProofCode(order.proofCode),
    stages,
    proofs: proofs.map((p, i) => withFiles(p, i === 0)),
    drafts: drafts.map(draftWithFiles),
    history,
    cemeteryCheck: cemetery?.check ?? null,
    cemeteryApproval: cemetery ? cemeteryChecklistItem(order, cemetery) : null,
  };
}

function withFiles(proof: Proof, current: boolean) {
  return {
    ...proof,
    current,
    largeUrl: proofFileUrl(proof.fileId, proof.kind === 'pdf' ? 'original' : 'large'),
    mediumUrl: proofFileUrl(proof.fileId, proof.kind === 'pdf' ? 'original' : 'medium'),
    originalUrl: proofFileUrl(proof.fileId, 'original'),
  };
}

function draftWithFiles(draft: DraftProofFile) {
  return {
    ...draft,
    largeUrl: proofFileUrl(draft.id, draft.kind === 'pdf' ? 'original' : 'large'),
    mediumUrl: proofFileUrl(draft.id, draft.kind === 'pdf' ? 'original' : 'medium'),
    originalUrl: proofFileUrl(draft.id, 'original'),
  };
}
