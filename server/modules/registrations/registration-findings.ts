/** What an inspection found, as a create and a correction store it: the items checked and the problems. */
import { randomUUID } from 'node:crypto';
import { attachPhoto, insertProblem, listPublishedItemNames } from './registrations-queries';
import type { Database, Transaction } from '../../db/client';
import type { EndpointInput } from '../../http/endpoint';
import { FieldRuleError, OperationFailedError } from '../../http/errors';

export type ProblemInput = EndpointInput<'createRegistration'>['problems'][number];
export type ItemInput = EndpointInput<'createRegistration'>['items'][number];

/**
 * Only items of the department's published catalogue may be checked; each is stored under the catalogue's
 * name, whatever name the form sent.
 */
export async function requirePublishedItems(
  db: Database,
  departmentCode: string,
  items: ItemInput[],
): Promise<ItemInput[]> {
  const codes = [...new Set(items.map((i) => i.code))];
  const names = new Map(
    (await listPublishedItemNames(db, departmentCode, codes)).map((i) => [i.code, i.nameZh]),
  );
  if (codes.some((code) => !names.has(code))) throw new FieldRuleError('items', 'reasonItemUnknown');
  return items.map((i) => ({ code: i.code, name: names.get(i.code)!, result: i.result }));
}

export function hasNoFindings(items: Array<{ result: string }>, problemCount: number): boolean {
  return problemCount === 0 && items.every((i) => i.result === 'compliant');
}

/** Inserts the problems and attaches the officer's own, still unattached photos to them. */
export async function insertProblems(
  tx: Transaction,
  registrationId: string,
  officerId: string,
  problems: ProblemInput[],
) {
  const photoIds = problems.flatMap((p) => p.photoIds);
  if (new Set(photoIds).size !== photoIds.length) throw new OperationFailedError('photoInvalid');
  for (const [position, problem] of problems.entries()) {
    const problemId = randomUUID();
    await insertProblem(tx, {
      id: problemId,
      registrationId,
      position,
      description: problem.description,
      rectification: problem.rectification,
    });
    for (const [photoPosition, photoId] of problem.photoIds.entries()) {
      if (
        !(await attachPhoto(tx, { id: photoId, uploadedBy: officerId, problemId, position: photoPosition }))
      )
        throw new OperationFailedError('photoInvalid');
    }
  }
}
