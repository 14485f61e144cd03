/** Field schemas that several modules' payloads share. */
import { z } from 'zod';

export const text = (max: number) => z.string().trim().max(max);
export const requiredText = (max: number) => text(max).min(1);
export const isoDateTime = z.iso.datetime({ offset: true });
export const idSchema = z.string().trim().min(1).max(64);
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
