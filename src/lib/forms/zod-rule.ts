import type { ZodType } from 'zod';

/** An antd-mobile Form rule that checks a field with the contract's zod schema and shows `message` when it fails. */
export function zodRule(schema: ZodType, message: string) {
  return {
    validator: (_: unknown, value: unknown) =>
      value === undefined || value === null || value === '' || schema.safeParse(value).success ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}
