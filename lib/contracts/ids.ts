import { z } from 'zod';

/** Id formats the spec sets. */
export const productIdSchema = z
  .string()
  .regex(/^[A-Z0-9]{8,11}$/, 'Product ids are 8 to 11 uppercase letters or digits.');
export const styleIdSchema = z
  .string()
  .regex(/^[A-Z0-9]{8}$/, 'Style ids are 8 uppercase letters or digits.');
export const categoryIdSchema = z.string().regex(/^\d{4,10}$/, 'Category ids have 4 to 10 digits.');
