import { customType, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** `column in ('a', 'b')` for a CHECK constraint, from the same list the column's TypeScript type uses. */
export function oneOf(column: string, values: readonly string[]): string {
  return `"${column}" in (${values.map((v) => `'${v}'`).join(', ')})`;
}

/** A zod enum's values as the non-empty tuple drizzle's `enum` option takes. */
export function toEnumValues<T extends string>(values: readonly T[]): [T, ...T[]] {
  return values as [T, ...T[]];
}
