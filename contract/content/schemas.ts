import { z } from 'zod';
import { emptyInput } from '../fields';
import { LOCALES } from '../locales';

export const carouselItemSchema = z.object({
  id: z.string(),
  img: z.string(),
  title: z.string(),
});
export type CarouselItem = z.infer<typeof carouselItemSchema>;

export const dictTypeSchema = z.enum([
  'department',
  'inspection_type',
  'inspection_result',
  'evaluation_level',
]);
export const dictItemSchema = z.object({ value: z.string(), label: z.string(), sort: z.number().int() });
export type DictItem = z.infer<typeof dictItemSchema>;

export interface RegionNode {
  code: string;
  name: string;
  children?: RegionNode[];
}
export const regionNodeSchema: z.ZodType<RegionNode> = z.lazy(() =>
  z.object({ code: z.string(), name: z.string(), children: z.array(regionNodeSchema).optional() }),
);

export const messageSetsSchema = z.record(z.enum(LOCALES), z.record(z.string(), z.string()));

export const contentSchemas = {
  getLanguage: {
    input: emptyInput,
    output: z.partialRecord(z.enum(LOCALES), z.record(z.string(), z.string())),
  },
  getCarousel: { input: emptyInput, output: z.array(carouselItemSchema) },
  queryDict: { input: z.object({ dictType: dictTypeSchema }).strict(), output: z.array(dictItemSchema) },
  getRegionCascade: { input: emptyInput, output: z.array(regionNodeSchema) },
};
