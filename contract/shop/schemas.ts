import { z } from 'zod';
import { emptyInput } from '../fields';

export const shopSchemas = {
  getGoodsNum: { input: emptyInput, output: z.number().int().min(0) },
};
