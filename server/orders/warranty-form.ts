import type { Context } from 'hono';
import {
  WARRANTY_PHOTO_MAX_BYTES,
  WARRANTY_PHOTO_MAX_COUNT,
  warrantyClaimFieldsSchema,
  type WarrantyClaimFields,
} from '@/lib/contracts/orders';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { findUnstorableText } from '../http/storable-text';
import { parseWith } from '../http/validation';
import { sniffPhotoType } from './photo-type';

export interface WarrantyPhoto {
  contentType: string;
  bytes: Buffer;
}

const MEGABYTES = WARRANTY_PHOTO_MAX_BYTES / (1024 * 1024);

/**
 * The claim's multipart form: its fields checked as the JSON calls check theirs, and its photos
 * (WAR400 when there are too many, one is too large, or its bytes are not a JPEG, PNG or WebP
 * image, whatever it claims to be). A file input left empty sends an empty part: skipped.
 */
export async function readWarrantyForm(
  c: Context<ApiEnv>,
): Promise<{ fields: WarrantyClaimFields; photos: WarrantyPhoto[] }> {
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
    throw new ApiError('API415', 'Send the warranty claim as multipart/form-data.');
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new ApiError('ATTR300', 'The form could not be read.');
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const raw = {
    orderNumber: text('orderNumber'),
    itemId: text('itemId'),
    reason: text('reason'),
    description: text('description'),
  };
  const unstorable = findUnstorableText(raw);
  if (unstorable) {
    const field = ['body', ...unstorable].join('.');
    throw new ApiError('ATTR200', `${field}: contains a character that is not allowed.`, { field });
  }
  const fields = parseWith(warrantyClaimFieldsSchema, raw, 'body');

  const files = form
    .getAll('photos')
    .filter((entry) => typeof entry !== 'string' && entry.size > 0) as File[];
  if (form.getAll('photos').some((entry) => typeof entry === 'string' && entry !== '')) {
    throw new ApiError('WAR400', 'photos: send each photo as a file.', { field: 'body.photos' });
  }
  if (files.length > WARRANTY_PHOTO_MAX_COUNT) {
    throw new ApiError('WAR400', `photos: at most ${WARRANTY_PHOTO_MAX_COUNT} photos.`, {
      field: 'body.photos',
    });
  }
  const photos: WarrantyPhoto[] = [];
  for (const [index, file] of files.entries()) {
    const field = `body.photos.${index}`;
    if (file.size > WARRANTY_PHOTO_MAX_BYTES) {
      throw new ApiError('WAR400', `${field}: larger than ${MEGABYTES} MB.`, { field });
    }
    const bytes = Buffer.from(await file.arrayBuffer());
    const contentType = sniffPhotoType(bytes);
    if (!contentType) {
      throw new ApiError('WAR400', `${field}: not a JPEG, PNG or WebP image.`, { field });
    }
    photos.push({ contentType, bytes });
  }
  return { fields, photos };
}
