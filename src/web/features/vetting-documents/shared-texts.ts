// The texts of src/shared/vetting-documents.ts that the screens show or the server sends back
// (the ID types, the file and field errors, the decisions' refusals, the offered rejection
// reasons), keyed by their English so sharedText() shows them in Hindi wherever this feature's
// catalogue is loaded. Nothing imports this list at run time: it exists for lingui extract.
import { msg } from '@lingui/core/macro';

export const VETTING_DOCUMENT_SHARED_TEXTS = [
  msg({ id: 'PAN card' }),
  msg({ id: 'Passport' }),
  msg({ id: 'Voter ID' }),
  msg({ id: 'Driving licence' }),
  msg({ id: 'Masked Aadhaar (first 8 digits hidden)' }),
  msg({ id: 'Choose a file: a photo or scan (JPEG or PNG) or a PDF.' }),
  msg({
    id: 'The file is larger than 5 MB. Take a smaller photo or scan, or compress the PDF.',
  }),
  msg({ id: 'Upload a JPEG or PNG image or a PDF. This file is none of them.' }),
  msg({ id: 'This image could not be read. It may be damaged: take the photo again.' }),
  msg({ id: 'This PDF could not be read. It may be damaged: scan or save it again.' }),
  msg({
    id: 'This PDF contains scripts or attached files, which Setu does not accept. Print it to a new PDF or upload a photo instead.',
  }),
  msg({ id: 'Choose the type of ID from the list.' }),
  msg({ id: 'Enter the date the certificate was issued.' }),
  msg({ id: 'The issue date cannot be in the future.' }),
  msg({
    id: 'This police clearance certificate is more than 12 months old. Apply for a new one and upload it.',
  }),
  msg({ id: 'Write the reason: the volunteer reads it in the email.' }),
  msg({ id: 'The reason must be at most 1000 characters.' }),
  msg({ id: 'This document is not waiting for a review.' }),
  msg({ id: 'Another operator has already decided this document.' }),
  msg({ id: 'Your ID is checked already: there is nothing more to upload.' }),
  msg({ id: 'This document’s file was deleted after its review.' }),
  msg({
    id: 'The Aadhaar is not masked: upload the masked Aadhaar from UIDAI, with the first 8 digits hidden.',
  }),
  msg({ id: 'The document cannot be read: upload a clearer photo or scan.' }),
  msg({ id: 'The name on the document does not match your Setu profile.' }),
  msg({ id: 'This is not the document asked for.' }),
  msg({ id: 'The reason' }),
];
