import type { ContactUsRequest } from '@/lib/contracts/contact-us';
import type {
  CancelOrderRequest,
  PurchaseHistoryRequest,
  ReturnLabelRequest,
  TrackOrderRequest,
} from '@/lib/contracts/orders';
import type { RecaptchaTokens } from './recaptcha';
import { lazySchema, type Transport } from './transport';

// Parsed with the shared contracts, loaded with the first call rather than with the page.
const orderContracts = () => import('@/lib/contracts/orders');
const contactContracts = () => import('@/lib/contracts/contact-us');
const fileContracts = () => import('@/lib/contracts/downloaded-file');
const purchaseHistoryResponseSchema = lazySchema(orderContracts, 'purchaseHistoryResponseSchema');
const orderDetailResponseSchema = lazySchema(orderContracts, 'orderDetailResponseSchema');
const trackOrderResponseSchema = lazySchema(orderContracts, 'trackOrderResponseSchema');
const resendGiftCardEmailResponseSchema = lazySchema(
  orderContracts,
  'resendGiftCardEmailResponseSchema',
);
const warrantyClaimResponseSchema = lazySchema(orderContracts, 'warrantyClaimResponseSchema');
const contactCategoriesResponseSchema = lazySchema(
  contactContracts,
  'contactCategoriesResponseSchema',
);
const contactUsResponseSchema = lazySchema(contactContracts, 'contactUsResponseSchema');
const downloadedPdfSchema = lazySchema(fileContracts, 'downloadedPdfSchema');

const consumer = '/consumers-v3/consumer';
const encoded = (orderNumber: string) => encodeURIComponent(orderNumber);

/** The after-sales calls of spec 001 section 7 and contact us (docs/after-sales.md). */
export function createOrdersClient(request: Transport, recaptcha: RecaptchaTokens) {
  return {
    purchaseHistory: (body: PurchaseHistoryRequest) =>
      request({
        method: 'POST',
        path: `${consumer}/purchasehistory`,
        body,
        schema: purchaseHistoryResponseSchema,
      }),
    getPurchase: (orderNumber: string) =>
      request({
        path: `${consumer}/purchase/${encoded(orderNumber)}`,
        schema: orderDetailResponseSchema,
      }),
    /**
     * A guest names the email on the order; the signed-in owner may leave it out. Anyone may
     * try numbers and emails here, so it carries a reCAPTCHA token.
     */
    trackOrder: async (body: Omit<TrackOrderRequest, 'recaptcha_response'>) =>
      request({
        method: 'POST',
        path: `${consumer}/TrackOrder`,
        body: { ...body, recaptcha_response: await recaptcha('trackOrder') },
        schema: trackOrderResponseSchema,
      }),
    cancelOrder: (orderNumber: string, body: CancelOrderRequest) =>
      request({
        method: 'POST',
        path: `${consumer}/CancelOrder`,
        query: { orderNumber },
        body,
        schema: orderDetailResponseSchema,
      }),
    returnLabel: (orderNumber: string, body: ReturnLabelRequest) =>
      request({
        method: 'POST',
        path: `${consumer}/return/${encoded(orderNumber)}/returnLabel`,
        body,
        file: true,
        schema: downloadedPdfSchema,
      }),
    invoice: (orderNumber: string) =>
      request({
        method: 'POST',
        path: `${consumer}/purchase/invoice/download`,
        query: { orderNumber },
        body: {},
        file: true,
        schema: downloadedPdfSchema,
      }),
    resendGiftCardEmail: (orderNumber: string) =>
      request({
        method: 'POST',
        path: `${consumer}/resendGiftCardEmail`,
        body: { orderNumber },
        schema: resendGiftCardEmailResponseSchema,
      }),
    /** Multipart: the claim's fields and up to three photos (WARRANTY_PHOTO_*). */
    claimWarranty: (form: FormData) =>
      request({
        method: 'POST',
        path: `${consumer}/warranty`,
        body: form,
        schema: warrantyClaimResponseSchema,
      }),
    contactCategories: () =>
      request({
        path: '/consumers-v3/contactus/categorySubject',
        schema: contactCategoriesResponseSchema,
      }),
    /** Mails an address the sender typed, so it carries a reCAPTCHA token, as sign-up does. */
    contactUs: async (body: Omit<ContactUsRequest, 'recaptcha_response'>) =>
      request({
        method: 'POST',
        path: '/consumers-v3/contactus',
        body: { ...body, recaptcha_response: await recaptcha('contactUs') },
        schema: contactUsResponseSchema,
      }),
  };
}
export type OrdersClient = ReturnType<typeof createOrdersClient>;
