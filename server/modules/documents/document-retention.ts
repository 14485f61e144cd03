import { lt } from 'drizzle-orm';
import { deleteBatch } from '../../db/batch-delete';
import type { Database } from '../../db/client';
import { documentFiles } from '../../db/schema/documents';

/**
 * A generated file is a cache: kept this long after it was made, then forgotten by the time sweep. Asked for again,
 * the current version is made again; a superseded version is never asked for (a reference names the record, not a
 * version), and what each receipt version printed stays in `receipt_versions` for its verification link.
 */
export const DOCUMENT_FILES_KEPT_DAYS = 90;
const PRUNED_PER_SWEEP = 500;

export async function pruneDocumentFiles(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DOCUMENT_FILES_KEPT_DAYS * 86_400_000);
  return deleteBatch(db, documentFiles, lt(documentFiles.generatedAt, before), PRUNED_PER_SWEEP);
}
