import { afterEach, describe, expect, it, vi } from 'vitest';
import { correctRegistration, createRegistration, evaluateRegistration, registrationKey } from './api';
import { clearQueryCache, readQuery, setQueryData, watchInvalidation } from '../../lib/http/query-cache';
import { registrationDetail } from '../../test/fixtures';

vi.mock('../../lib/http/client', () => ({
  request: vi.fn(async (name: string) =>
    name === 'createRegistration'
      ? { id: 'reg-9', registrationNumber: 'DJ-9', late: false, warnings: [] }
      : registrationDetail,
  ),
  upload: vi.fn(),
}));

afterEach(() => clearQueryCache());

function watch(...keys: (readonly string[])[]) {
  const seen: string[] = [];
  const stops = keys.map((key) => watchInvalidation(key, () => seen.push(key.join('/'))));
  return { seen, stop: () => stops.forEach((stop) => stop()) };
}

describe('changes to registrations', () => {
  it('a new registration refreshes registration lists, the quota and warnings, and the enterprise preview', async () => {
    const watched = watch(
      ['registrations', 'list'],
      ['warnings', 'quota'],
      ['enterprises', 'preview'],
      ['visits', 'detail'],
    );
    await createRegistration({} as never);
    watched.stop();
    expect(watched.seen).toEqual(['registrations/list', 'warnings/quota', 'enterprises/preview']);
  });

  it.each([
    ['a rating', evaluateRegistration],
    ['a correction', correctRegistration],
  ])(
    '%s refreshes the lists and puts the saved registration on its detail at once',
    async (_change, save) => {
      setQueryData(registrationKey(registrationDetail.id), {
        ...registrationDetail,
        evaluation: null,
        version: 0,
      });
      const watched = watch(['registrations', 'list'], ['warnings']);
      await save({} as never);
      watched.stop();
      expect(watched.seen).toEqual(['registrations/list']);
      expect(readQuery(registrationKey(registrationDetail.id))).toMatchObject({
        data: registrationDetail,
        stale: false,
      });
    },
  );
});
