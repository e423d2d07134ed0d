// The operators' side: the queue of documents waiting for review (oldest first), one document
// beside the volunteer's profile, its file, and the two decisions. A decision locks the
// volunteer's row and then the document's (SELECT … FOR UPDATE), the order an upload takes them
// (store.ts), and changes the document only from pending, so of two operators deciding at once
// exactly one wins and the other is told (409), and an upload at the same moment comes wholly
// before or after it; the check's outcome, the audit row and the volunteer's email commit with
// it. Every view of a file writes the audit log.
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { vettingDocuments, volunteers } from '../db/schema';
import type { AppDeps } from '../http/env';
import { apiError } from '../http/errors';
import { recordAudit } from '../audit/record-audit';
import { mailVolunteer } from '../teaching-sessions/parties';
import { recordCheckOutcome } from '../vetting/check-states';
import { DOCUMENT_MESSAGES, pccValidUntil } from '../../shared/vetting-documents';
import { decisionEmail } from './emails';
import { checkIsValid } from './store';
import { lockVolunteer } from '../volunteers/lock-volunteer';
import { appUrl, PATHS } from '../../shared/paths';
import { isoOrNull } from '../db/rows';

const reviewColumns = {
  id: vettingDocuments.id,
  kind: vettingDocuments.kind,
  idType: vettingDocuments.idType,
  issueDate: vettingDocuments.issueDate,
  status: vettingDocuments.status,
  contentType: vettingDocuments.contentType,
  size: vettingDocuments.size,
  uploadedAt: vettingDocuments.uploadedAt,
  decidedAt: vettingDocuments.decidedAt,
  reason: vettingDocuments.reason,
  purgedAt: vettingDocuments.purgedAt,
  volunteerName: volunteers.fullName,
  city: volunteers.location,
  email: volunteers.email,
};

type ReviewRow = { uploadedAt: Date; decidedAt: Date | null; purgedAt: Date | null };
const answer = <R extends ReviewRow>({ uploadedAt, decidedAt, purgedAt, ...row }: R) => ({
  ...row,
  uploadedAt: uploadedAt.toISOString(),
  decidedAt: isoOrNull(decidedAt),
  hasFile: purgedAt === null,
});

/** IDs and police clearances waiting for review, oldest first. */
export async function documentQueue(db: Db) {
  const rows = await db
    .select(reviewColumns)
    .from(vettingDocuments)
    .innerJoin(volunteers, eq(volunteers.userId, vettingDocuments.volunteerUid))
    .where(eq(vettingDocuments.status, 'pending'))
    .orderBy(asc(vettingDocuments.uploadedAt), asc(vettingDocuments.id))
    .limit(200);
  return rows.map(answer);
}

/** How many documents wait for review (the operator home page's count). */
export async function countWaitingDocuments(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(vettingDocuments)
    .where(eq(vettingDocuments.status, 'pending'));
  return row?.n ?? 0;
}

export async function documentForReview(db: Db, id: number) {
  const [row] = await db
    .select(reviewColumns)
    .from(vettingDocuments)
    .innerJoin(volunteers, eq(volunteers.userId, vettingDocuments.volunteerUid))
    .where(eq(vettingDocuments.id, id));
  if (!row) throw apiError(404, DOCUMENT_MESSAGES.notFound);
  return answer(row);
}

/** The file, for an operator; the view is audited in the same transaction. */
export async function documentFile(db: Db, input: { id: number; operatorUid: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        volunteerUid: vettingDocuments.volunteerUid,
        kind: vettingDocuments.kind,
        contentType: vettingDocuments.contentType,
        bytes: vettingDocuments.bytes,
      })
      .from(vettingDocuments)
      .where(eq(vettingDocuments.id, input.id));
    if (!row) throw apiError(404, DOCUMENT_MESSAGES.notFound);
    if (!row.bytes) throw apiError(410, DOCUMENT_MESSAGES.purged);
    await recordAudit(tx, {
      actorUid: input.operatorUid,
      action: 'document-view',
      targetKind: 'account',
      targetId: row.volunteerUid,
      detail: { documentId: input.id, documentKind: row.kind },
    });
    return { ...row, bytes: row.bytes };
  });
}

export async function decideDocument(
  { database, config }: Pick<AppDeps, 'database' | 'config'>,
  input: {
    operatorUid: string;
    id: number;
    decision: 'verify' | 'reject';
    reason: string;
    now?: Date;
  },
) {
  const now = input.now ?? new Date();
  const { decision } = input;
  const reason = decision === 'verify' ? '' : input.reason;
  return database.db.transaction(async (tx) => {
    // Whose document it is, unlocked (a document never changes hands), to take the volunteer's
    // row first; the document is read again once both are locked, as an upload may have
    // replaced it or a decision settled it meanwhile.
    const [owner] = await tx
      .select({ volunteerUid: vettingDocuments.volunteerUid })
      .from(vettingDocuments)
      .where(eq(vettingDocuments.id, input.id));
    if (!owner) throw apiError(404, DOCUMENT_MESSAGES.notFound);
    await lockVolunteer(tx, owner.volunteerUid);
    const [doc] = await tx
      .select({
        volunteerUid: vettingDocuments.volunteerUid,
        kind: vettingDocuments.kind,
        status: vettingDocuments.status,
        issueDate: vettingDocuments.issueDate,
      })
      .from(vettingDocuments)
      .where(eq(vettingDocuments.id, input.id))
      .for('update');
    if (!doc) throw apiError(404, DOCUMENT_MESSAGES.notFound);
    if (doc.status !== 'pending') throw apiError(409, DOCUMENT_MESSAGES.alreadyDecided);
    const validUntil =
      decision === 'verify' && doc.kind === 'police_clearance' && doc.issueDate
        ? pccValidUntil(doc.issueDate)
        : null;
    const [updated] = await tx
      .update(vettingDocuments)
      .set({
        status: decision === 'verify' ? 'verified' : 'rejected',
        decidedAt: now,
        decidedBy: input.operatorUid,
        reason,
        validUntil,
      })
      .where(and(eq(vettingDocuments.id, input.id), eq(vettingDocuments.status, 'pending')))
      .returning({ status: vettingDocuments.status });
    // The row is locked, so this cannot happen; kept so a refactor cannot lose the rule.
    if (!updated) throw apiError(409, DOCUMENT_MESSAGES.alreadyDecided);
    // A rejected renewal leaves a police clearance that is still valid as it is.
    const keepValid =
      decision === 'reject' && (await checkIsValid(tx, doc.volunteerUid, doc.kind, now));
    if (!keepValid) {
      await recordCheckOutcome(tx, {
        volunteerUid: doc.volunteerUid,
        kind: doc.kind,
        outcome: decision === 'verify' ? 'valid' : 'rejected',
        validUntil,
        decidedBy: input.operatorUid,
        now,
        publicUrl: config.publicUrl,
      });
    }
    await recordAudit(tx, {
      actorUid: input.operatorUid,
      action: decision === 'verify' ? 'document-verify' : 'document-reject',
      targetKind: 'account',
      targetId: doc.volunteerUid,
      detail: { documentId: input.id, documentKind: doc.kind },
      reason,
    });
    // The outbox's own clock: a mail is due when it is written.
    await mailVolunteer(tx, doc.volunteerUid, `document-${decision}`, (person) =>
      decisionEmail({
        to: person.email,
        language: person.language,
        name: person.name,
        kind: doc.kind,
        decision,
        reason,
        validUntil,
        checksUrl: appUrl(config.publicUrl, PATHS.checksDocuments),
      }),
    );
    return {
      id: input.id,
      status: updated.status,
      reason,
      decidedAt: now.toISOString(),
      validUntil: isoOrNull(validUntil),
    };
  });
}
