// The document calls, typed from the server's router.
import type { IdType } from '../../../shared/vetting-documents';
import { api, unwrap, type InferResponseType } from '../../api';

export type MyDocuments = InferResponseType<(typeof api)['vetting-documents']['$get'], 200>;
export type DocumentCheck = MyDocuments['checks'][number];

export const fetchMyDocuments = () => unwrap(api['vetting-documents'].$get());

export const uploadIdentity = (idType: IdType, file: File) =>
  unwrap(api['vetting-documents'].identity.$post({ form: { idType, file } }));

export const uploadPoliceClearance = (issueDate: string, file: File) =>
  unwrap(api['vetting-documents']['police-clearance'].$post({ form: { issueDate, file } }));

export type QueueEntry = InferResponseType<
  typeof api.operator.documents.$get,
  200
>['documents'][number];
export type ReviewedDocument = InferResponseType<
  (typeof api.operator.documents)[':documentId']['$get'],
  200
>;

/** The file's address: an image shows inline from it; a PDF opens (downloads) from it. */
export const documentFileUrl = (id: number) => `/api/operator/documents/${id}/file`;
