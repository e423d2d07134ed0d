// The volunteer's side: uploading an ID or a police clearance certificate, and what they see of
// their two checks. An upload replaces the one still waiting for review, and records the check
// as pending in the same transaction (src/server/vetting/check-states.ts), unless the check is
// valid now: a volunteer renewing a police clearance keeps the valid one until the new one is
// decided (docs/decisions/0040-vetting-documents.md).
//
// Lock order, for every change of one volunteer's documents (an upload, an operator's decision):
// the volunteer's row first (volunteers, FOR UPDATE, as the account's deletion takes it), then
// their documents. So an upload and a decision of the same volunteer run one after the other and
// the second sees what the first committed: an ID verified meanwhile refuses the upload (409), a
// document replaced meanwhile is gone for the decision (404).
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { holdVolunteer } from '../volunteers/lock-volunteer';
import { vettingDocuments, volunteerChecks } from '../db/schema';
import { isoOrNull } from '../db/rows';
import { apiError } from '../http/errors';
import { checkStatesOf, recordCheckOutcome, stateOf } from '../vetting/check-states';
import {
  DOCUMENT_KINDS,
  DOCUMENT_MESSAGES,
  type DocumentContentType,
  type DocumentKind,
  type IdType,
} from '../../shared/vetting-documents';

export interface Upload {
  volunteerUid: string;
  kind: DocumentKind;
  idType?: IdType;
  issueDate?: string;
  contentType: DocumentContentType;
  bytes: Buffer;
  now: Date;
  /** Setu's address, for the gate's emails. */
  publicUrl: string;
}

/** Whether the volunteer's check of this kind is valid at `now`. */
export async function checkIsValid(tx: Tx | Db, uid: string, kind: DocumentKind, now: Date) {
  const [row] = await tx
    .select({ outcome: volunteerChecks.outcome, validUntil: volunteerChecks.validUntil })
    .from(volunteerChecks)
    .where(and(eq(volunteerChecks.volunteerUid, uid), eq(volunteerChecks.kind, kind)));
  return stateOf(row, now).state === 'valid';
}

export async function uploadDocument(db: Db, upload: Upload) {
  const { volunteerUid: uid, kind, now } = upload;
  return db.transaction(async (tx) => {
    // Two uploads of one volunteer at once replace each other in turn.
    // Their own upload: an account deleted while it waited is asked to log in.
    await holdVolunteer(tx, uid);
    const valid = await checkIsValid(tx, uid, kind, now);
    // An ID does not expire: once checked there is nothing more to send.
    if (valid && kind === 'identity') throw apiError(409, DOCUMENT_MESSAGES.identityVerified);
    await tx
      .delete(vettingDocuments)
      .where(
        and(
          eq(vettingDocuments.volunteerUid, uid),
          eq(vettingDocuments.kind, kind),
          eq(vettingDocuments.status, 'pending'),
        ),
      );
    const [row] = await tx
      .insert(vettingDocuments)
      .values({
        volunteerUid: uid,
        kind,
        idType: kind === 'identity' ? upload.idType : null,
        issueDate: kind === 'police_clearance' ? upload.issueDate : null,
        contentType: upload.contentType,
        bytes: upload.bytes,
        size: upload.bytes.byteLength,
        uploadedAt: now,
      })
      .returning({ id: vettingDocuments.id });
    if (!valid) {
      await recordCheckOutcome(tx, {
        volunteerUid: uid,
        kind,
        outcome: 'pending',
        now,
        publicUrl: upload.publicUrl,
      });
    }
    return row!.id;
  });
}

/** Each of the two checks' state, and every document of its kind, newest first (no bytes). */
async function checksWithDocuments(db: Db, uid: string, now: Date) {
  const states = (await checkStatesOf(db, [uid], now)).get(uid)!;
  const rows = await db
    .select({
      id: vettingDocuments.id,
      kind: vettingDocuments.kind,
      idType: vettingDocuments.idType,
      issueDate: vettingDocuments.issueDate,
      status: vettingDocuments.status,
      reason: vettingDocuments.reason,
      uploadedAt: vettingDocuments.uploadedAt,
      decidedAt: vettingDocuments.decidedAt,
      validUntil: vettingDocuments.validUntil,
    })
    .from(vettingDocuments)
    .where(eq(vettingDocuments.volunteerUid, uid))
    .orderBy(desc(vettingDocuments.uploadedAt), desc(vettingDocuments.id));
  return DOCUMENT_KINDS.map((kind) => ({
    kind,
    state: states[kind].state,
    validUntil: states[kind].validUntil,
    documents: rows
      .filter((r) => r.kind === kind)
      .map(({ kind: _kind, ...r }) => ({
        ...r,
        uploadedAt: r.uploadedAt.toISOString(),
        decidedAt: isoOrNull(r.decidedAt),
        validUntil: isoOrNull(r.validUntil),
      })),
  }));
}

/** The volunteer's screen: each check's state and its latest document. */
export async function myDocuments(db: Db, uid: string, now: Date) {
  const checks = await checksWithDocuments(db, uid, now);
  return {
    checks: checks.map(({ documents, ...check }) => ({ ...check, latest: documents[0] ?? null })),
  };
}

/** What the own-data export holds of the two checks: states and dates, never a document's file. */
export async function documentChecksForExport(db: Db, uid: string, now: Date) {
  const checks = await checksWithDocuments(db, uid, now);
  return checks.map((check) => ({
    ...check,
    documents: check.documents.map(({ id: _id, ...r }) => r),
  }));
}
