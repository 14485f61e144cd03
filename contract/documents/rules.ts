/** What the service issues as a paper-grade document, and how a receipt's link is verified. */

/** `receipt`: an inspection's receipt; `notice`: an inspection notice; `decision`: a complaint's decision letter; `law`: a legal text. */
export const DOCUMENT_KINDS = ['receipt', 'notice', 'decision', 'law'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** A document is named `<kind>.<record id>` wherever it travels (the `doc` parameter of /pdfView). */
export const DOCUMENT_REF = /^(receipt|notice|decision|law)\.([A-Za-z0-9_-]{1,64})$/;

export function documentRef(kind: DocumentKind, id: string): string {
  return `${kind}.${id}`;
}

export function parseDocumentRef(ref: string): { kind: DocumentKind; id: string } | null {
  const match = DOCUMENT_REF.exec(ref);
  return match ? { kind: match[1] as DocumentKind, id: match[2]! } : null;
}

/** The verification screen (no sign-in) the receipt's QR code opens, with `t` the signed token. */
export const VERIFY_PATH = '/verifyReceipt';

/** Verification is public: a client may check this many links a minute before being told to wait. */
export const VERIFY_RATE_PER_MINUTE = 30;

/** A viewer refuses a file larger than this (a receipt is tens of KB; a long legal text a few hundred). */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** A complaint has a decision letter once someone decided on it: a reply, a resolution, or a refusal to accept. */
export const DECIDED_COMPLAINT_STATES = ['replied', 'resolved', 'notAccepted', 'duplicate'] as const;
export function hasDecisionLetter(state: string): boolean {
  return (DECIDED_COMPLAINT_STATES as readonly string[]).includes(state);
}
