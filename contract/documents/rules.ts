/** What the service issues as a paper-grade document, and how a receipt's link is verified. */
import { ANALYSIS_PERIODS, type AnalysisPeriod } from '../analysis/rules';

/**
 * Documents issued from a stored record, kept in `document_files` per record version and language. `receipt`: an
 * inspection's receipt; `notice`: an inspection notice; `decision`: a complaint's decision letter; `law`: a legal text.
 */
export const DOCUMENT_KINDS = ['receipt', 'notice', 'decision', 'law'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * Documents made anew on every request from figures that change, never kept: `cityAnalysis`, the city's analysis
 * (/comprehensiveAnalysis) for a period.
 */
export const LIVE_DOCUMENT_KINDS = ['cityAnalysis'] as const;
export type LiveDocumentKind = (typeof LIVE_DOCUMENT_KINDS)[number];

const CITY_ANALYSIS = 'cityAnalysis' satisfies LiveDocumentKind;

export function isLiveDocumentKind(kind: DocumentKind | LiveDocumentKind): kind is LiveDocumentKind {
  return (LIVE_DOCUMENT_KINDS as readonly string[]).includes(kind);
}

const RUNNING_PERIODS = ANALYSIS_PERIODS.filter((p) => p !== 'custom');
/** `cityAnalysis.month` (the period so far, as the screen shows it) or a custom range `from_to`. */
const CITY_ANALYSIS_ID = `(?:${RUNNING_PERIODS.join('|')}|\\d{4}-\\d{2}-\\d{2}_\\d{4}-\\d{2}-\\d{2})`;

/**
 * A document is named `<kind>.<id>` wherever it travels (the `doc` parameter of /pdfView): a record's id for a stored
 * kind, the period for `cityAnalysis` (`cityAnalysis.quarter`, `cityAnalysis.2026-01-01_2026-03-31`).
 */
export const DOCUMENT_REF = new RegExp(
  `^(?:(${DOCUMENT_KINDS.join('|')})\\.([A-Za-z0-9_-]{1,64})|(${CITY_ANALYSIS})\\.(${CITY_ANALYSIS_ID}))$`,
);

export function documentRef(kind: DocumentKind, id: string): string {
  return `${kind}.${id}`;
}

export function parseDocumentRef(ref: string): { kind: DocumentKind | LiveDocumentKind; id: string } | null {
  const match = DOCUMENT_REF.exec(ref);
  if (!match) return null;
  return match[1]
    ? { kind: match[1] as DocumentKind, id: match[2]! }
    : { kind: match[3] as LiveDocumentKind, id: match[4]! };
}

/** The period a city analysis shows, as its screen asks for it (`getCityAnalysis`'s input). */
export interface CityAnalysisPeriod {
  period: AnalysisPeriod;
  from?: string;
  to?: string;
}

/** The document of the city analysis the screen shows; a custom range's limits are the analysis contract's. */
export function cityAnalysisRef(choice: CityAnalysisPeriod): string {
  return choice.period === 'custom'
    ? `${CITY_ANALYSIS}.${choice.from ?? ''}_${choice.to ?? ''}`
    : `${CITY_ANALYSIS}.${choice.period}`;
}

/** The period a `cityAnalysis` id names (checked against the analysis contract by `documentRefSchema`). */
export function cityAnalysisPeriodOf(id: string): CityAnalysisPeriod {
  if ((RUNNING_PERIODS as readonly string[]).includes(id)) return { period: id as AnalysisPeriod };
  const [from, to] = id.split('_');
  return { period: 'custom', from, to };
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
