import { z } from 'zod';

/** GET /fapi/components/size-chart/{productType}. */
export const sizeChartProductTypes = [
  'mens-shoes',
  'womens-shoes',
  'kids-shoes',
  'apparel-tops',
  'apparel-bottoms',
  'accessories',
] as const;
export type SizeChartProductType = (typeof sizeChartProductTypes)[number];

export const sizeChartParamsSchema = z.object({ productType: z.enum(sizeChartProductTypes) });

export const sizeChartSchema = z.object({
  productType: z.enum(sizeChartProductTypes),
  /** Column headings in the reply's language, the first being the store's size. */
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  /** How to measure, in the reply's language. */
  note: z.string(),
});
export type SizeChart = z.infer<typeof sizeChartSchema>;
