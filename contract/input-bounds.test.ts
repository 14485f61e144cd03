/**
 * Every call's input is bounded in the contract itself, so a hostile body is refused by the schema, quickly, before
 * any handler or query sees it: each array has a maximum length and, when it is a set, refuses the same item twice;
 * each free-text string has a maximum length; each date is held within the years a record can have.
 */
import { describe, expect, it } from 'vitest';
import type { ApiName } from './api-routes';
import { apiSchemas } from './api-schemas';
import { inputFields, type InputField } from './input-fields';

/** Arrays whose items may repeat, and why. */
const NOT_SETS: Record<string, string> = {
  // Two problems may read alike; each is its own finding with its own photos.
  'createRegistration problems': 'findings',
  'correctRegistration problems': 'findings',
  'previewReceipt problems': 'findings',
  // Refused by the registration service with its own message (officerDuplicate), so the form can name it.
  'createRegistration officers': 'checked by the service',
  'previewReceipt officers': 'checked by the service',
  // Refused by the settings service naming the repeated item (`muted.1`).
  'saveNotificationPreferences muted': 'checked by the service',
};

const fields = (Object.keys(apiSchemas) as ApiName[]).flatMap((name) =>
  inputFields(apiSchemas[name].input).map((field) => ({
    name,
    field,
    at: `${name} ${field.path.join('.')}`,
  })),
);
const where = ({ at }: { at: string }) => at;
const kind = (...kinds: InputField['kind'][]) => fields.filter(({ field }) => kinds.includes(field.kind));

describe('contract input bounds', () => {
  it('reads fields of every kind off the schemas', () => {
    for (const k of ['string', 'dateTime', 'date', 'number', 'array', 'boolean'] as const)
      expect(kind(k).length, k).toBeGreaterThan(0);
    expect(kind('other').map(where)).toEqual([]);
  });

  it('every array has a maximum length', () => {
    expect(
      kind('array')
        .filter(({ field }) => field.maxLength === undefined)
        .map(where),
    ).toEqual([]);
  });

  it('every array that is a set refuses the same item twice', () => {
    const unrefined = kind('array').filter(({ field, at }) => !field.refined && !(at in NOT_SETS));
    expect(unrefined.map(where)).toEqual([]);
  });

  it('every free-text string has a maximum length', () => {
    const unbounded = kind('string').filter(({ field }) => !field.shaped && field.maxLength === undefined);
    expect(unbounded.map(where)).toEqual([]);
  });

  it('every date and time is held within the years a record can have', () => {
    expect(
      kind('dateTime', 'date')
        .filter(({ field }) => !field.refined)
        .map(where),
    ).toEqual([]);
    const samples = {
      dateTime: {
        inside: '2026-06-01T08:00:00+08:00',
        outside: ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00+23:59', '9999-12-31T23:59:59Z'],
      },
      date: { inside: '2026-06-01', outside: ['0000-01-01', '9999-12-31'] },
    };
    for (const { field, at } of kind('dateTime', 'date')) {
      const { inside, outside } = samples[field.kind as 'date' | 'dateTime'];
      expect(field.schema.safeParse(inside).success, at).toBe(true);
      for (const value of outside)
        expect(field.schema.safeParse(value).success, `${at} ${value}`).toBe(false);
    }
  });
});
