import { z } from 'zod';

/** A PDF the API answered (invoice, return label), as the transport hands it over. */
export const downloadedPdfSchema = z.object({
  blob: z.instanceof(Blob).refine((blob) => blob.type.startsWith('application/pdf'), {
    message: 'The reply is not a PDF.',
  }),
  fileName: z.string().nullable(),
});
export type DownloadedPdf = z.infer<typeof downloadedPdfSchema>;
