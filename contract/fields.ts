/** Field schemas that several modules' payloads share. */
import { z } from 'zod';
import { EARLIEST_INSTANT, LATEST_INSTANT } from './time-rules';

/** A NUL or a UTF-16 surrogate without its partner: neither can be stored as text, so both are refused. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` holds a character no text field accepts (the server checks every string and key of every input). */
export function hasUnsafeText(value: string): boolean {
  return value.includes('\u0000') || UNPAIRED_SURROGATE.test(value);
}

/** Within the years a record of this service can be about (the database stores far more, the business far less). */
function isWithinBounds(value: string): boolean {
  const time = Date.parse(value);
  return time >= EARLIEST_INSTANT.getTime() && time < LATEST_INSTANT.getTime();
}

export const text = (max: number) => z.string().trim().max(max);
export const requiredText = (max: number) => text(max).min(1);
export const isoDateTime = z.iso.datetime({ offset: true }).refine(isWithinBounds, 'dateRange');
/** A calendar day `YYYY-MM-DD`, within the same years as `isoDateTime`. */
export const isoDate = z.iso.date().refine((value) => isWithinBounds(`${value}T12:00:00Z`), 'dateRange');
export const idSchema = z.string().trim().min(1).max(64);

/** The largest value of PostgreSQL's `integer`: a numbered row's id above it cannot exist. */
export const INTEGER_MAX = 2_147_483_647;
/** The id of a numbered row (a cart line): digits, within its column's range, so it can be looked up as sent. */
export const rowIdSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,9}$/, 'rowId')
  .refine((value) => Number(value) <= INTEGER_MAX, 'rowId');

/**
 * For an array that is a set (ids, codes, slots, officers): true when no two items are the same, or have the same
 * `key` field. The same item twice is refused ('duplicate'), never silently merged or counted twice.
 */
export function distinct(key?: string) {
  return (items: readonly unknown[]) => {
    const keys = items.map((item) => {
      const value = key ? (item as Record<string, unknown>)[key] : item;
      return typeof value === 'object' && value !== null ? JSON.stringify(value) : value;
    });
    return new Set(keys).size === keys.length;
  };
}
export const emptyInput = z.object({}).strict();

/** `SZ` + district code + sequence. */
export const enterpriseNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^SZ\d{12}$/, 'enterpriseNumber');

export const mobileSchema = z
  .string()
  .trim()
  .regex(/^(?:\+?86)?1\d{10}$/, 'mobile');

export const phoneSchema = z
  .string()
  .trim()
  .regex(/^(?:\+?86)?1\d{10}$|^0[\d-]{9,12}$/, 'phone');

export const locationSchema = z
  .object({
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
    text: text(200),
  })
  .strict();

export const storedLocationSchema = z
  .object({ latitude: z.number().nullable(), longitude: z.number().nullable(), text: z.string() })
  .nullable();
