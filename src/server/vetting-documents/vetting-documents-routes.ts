// /api/vetting-documents: the signed-in volunteer's two checks and their uploads (multipart
// forms: the file and its type or issue date). /api/operator/documents: the review queue, one
// document, its file (a download, under a policy that lets nothing run) and the decisions,
// behind requireOperator (a 404 for everyone else).
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import {
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
  documentReasonSchema,
  idTypeSchema,
  issueDateSchema,
} from '../../shared/vetting-documents';
import { MESSAGES } from '../../shared/messages';
import type { Db } from '../db/client';
import type { AppDeps, AppEnv } from '../http/env';
import { hit, type LimitRule } from '../http/rate-limit';
import { apiError } from '../http/errors';
import { requireRole, signedInUser } from '../http/session';
import { jsonBody, serialIdOr } from '../http/validate';
import { requireOperator } from '../operators/require-operator';
import { checkDocumentFile } from './file-checks';
import { decideDocument, documentFile, documentForReview, documentQueue } from './review';
import { myDocuments, uploadDocument, type Upload } from './store';

/** The body an upload may send: the file and a few short fields (app.ts's limit for these). */
export const UPLOAD_BODY_BYTES = DOCUMENT_LIMITS.maxBytes + 64 * 1024;
export const UPLOAD_PATHS = [
  '/api/vetting-documents/identity',
  '/api/vetting-documents/police-clearance',
];

/** Uploads per account and hour: enough to retake a photo many times, not to churn the store. */
export const UPLOAD_LIMIT: LimitRule = { name: 'document-upload', limit: 20, windowSeconds: 3600 };

/** Counted before the file is checked: re-encoding is the costly part. */
const limitUploads = (db: AppDeps['database']['db']) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const key = `${UPLOAD_LIMIT.name}:account:${signedInUser(c).id}`;
    const result = await hit(db, key, UPLOAD_LIMIT);
    if (!result.allowed) {
      throw apiError(429, MESSAGES.tooManyRequests, undefined, {
        'Retry-After': String(result.retryAfter),
      });
    }
    await next();
  });

/** The form as multipart sends it: the file, and the type or issue date (strings). */
type UploadForm = Record<string, string | File | (string | File)[]>;

/**
 * Reads the form: each field with its shared schema and the file through its checks, every
 * problem at once as field errors (400, or 413 for a file over 5 MB); nothing is stored then.
 */
const uploadForm = <F extends 'idType' | 'issueDate', S extends z.ZodType>(
  field: F,
  schema: () => S,
) =>
  validator('form', async (value: UploadForm) => {
    const fields: Record<string, string> = {};
    const parsed = schema().safeParse(value[field] ?? '');
    if (!parsed.success) fields[field] = parsed.error.issues[0]!.message;
    const file = value.file;
    const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : null;
    const checked = bytes ? await checkDocumentFile(bytes) : null;
    if (!checked) fields.file = DOCUMENT_MESSAGES.fileMissing;
    else if (!checked.ok) fields.file = checked.error;
    if (!parsed.success || !checked?.ok) {
      const status = checked && !checked.ok ? checked.status : 400;
      throw apiError(status, Object.values(fields)[0]!, fields);
    }
    return { [field]: parsed.data, file: checked } as Record<F, z.output<S>> & {
      file: typeof checked;
    };
  });

/** Stores the volunteer's upload, then answers with their checks as they now stand. */
async function storeUpload(
  db: Db,
  who: Pick<Upload, 'volunteerUid' | 'publicUrl'>,
  document: Omit<Upload, 'now' | 'volunteerUid' | 'publicUrl'>,
) {
  const now = new Date();
  await uploadDocument(db, { ...who, ...document, now });
  return myDocuments(db, who.volunteerUid, now);
}

export function volunteerDocumentRoutes({ database, config }: AppDeps) {
  const { db } = database;
  const { publicUrl } = config;
  const uploader = (c: Parameters<typeof signedInUser>[0]) => ({
    volunteerUid: signedInUser(c).id,
    publicUrl,
  });
  return new Hono<AppEnv>()
    .use(requireRole(db, 'volunteer'))
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await myDocuments(db, signedInUser(c).id, new Date()), 200);
    })
    .post(
      '/identity',
      limitUploads(db),
      uploadForm('idType', () => idTypeSchema),
      async (c) => {
        const { idType, file } = c.req.valid('form');
        const document = { kind: 'identity' as const, idType, ...file };
        return c.json(await storeUpload(db, uploader(c), document), 200);
      },
    )
    .post(
      '/police-clearance',
      limitUploads(db),
      uploadForm('issueDate', () => issueDateSchema(new Date())),
      async (c) => {
        const { issueDate, file } = c.req.valid('form');
        const document = { kind: 'police_clearance' as const, issueDate, ...file };
        return c.json(await storeUpload(db, uploader(c), document), 200);
      },
    );
}

type OperatorEnv = { Variables: AppEnv['Variables'] & { operatorUid: string } };

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' } as const;

export function operatorDocumentRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const idOf = (raw: string) => serialIdOr(raw, () => apiError(404, DOCUMENT_MESSAGES.notFound));
  return new Hono<OperatorEnv>()
    .use(requireOperator(deps))
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ documents: await documentQueue(db) }, 200);
    })
    .get('/:documentId', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await documentForReview(db, idOf(c.req.param('documentId'))), 200);
    })
    .get('/:documentId/file', async (c) => {
      const id = idOf(c.req.param('documentId'));
      const file = await documentFile(db, { id, operatorUid: c.get('operatorUid') });
      return c.body(new Uint8Array(file.bytes), 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${file.kind}-${id}.${EXTENSIONS[file.contentType]}"`,
        // Nothing in the file may run or load anything, even if opened directly.
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    })
    .post('/:documentId/verify', async (c) => {
      const id = idOf(c.req.param('documentId'));
      const decided = await decideDocument(deps, {
        operatorUid: c.get('operatorUid'),
        id,
        decision: 'verify',
        reason: '',
      });
      return c.json(decided, 200);
    })
    .post('/:documentId/reject', jsonBody(documentReasonSchema), async (c) => {
      const id = idOf(c.req.param('documentId'));
      const decided = await decideDocument(deps, {
        operatorUid: c.get('operatorUid'),
        id,
        decision: 'reject',
        reason: c.req.valid('json').reason,
      });
      return c.json(decided, 200);
    });
}
