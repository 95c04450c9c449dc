import {
  savePaymentInstrumentRequestSchema,
  savePaymentInstrumentResponseSchema,
  paymentInstrumentChangeResponseSchema,
  paymentInstrumentsResponseSchema,
  updatePaymentInstrumentRequestSchema,
} from '@/lib/contracts/payment-instruments';
import { json, named, type Operation } from '../operation';

const tag = 'Saved payment methods';
const path = '/consumers-v3/consumer/payment_instruments';
const list = named('PaymentInstrumentsResponse', paymentInstrumentsResponseSchema);
const changed = named('PaymentInstrumentChangeResponse', paymentInstrumentChangeResponseSchema);

export const walletOperations: Operation[] = [
  {
    method: 'get',
    path,
    summary: "The signed-in consumer's saved cards (main first) and gift cards with their balance",
    tag,
    success: json(list),
    errors: ['AUT404'],
  },
  {
    method: 'post',
    path,
    summary:
      'Save a card (checked by a zero-amount authorisation, kept as the provider token) or a gift card (number and PIN)',
    tag,
    body: named('SavePaymentInstrumentRequest', savePaymentInstrumentRequestSchema),
    success: json(named('SavePaymentInstrumentResponse', savePaymentInstrumentResponseSchema), 201),
    errors: [
      'AUT404',
      'AUT403',
      'PYT300',
      'PAY400',
      'PYT402',
      'FE309',
      'PYT429',
      'GFC300',
      'GFC700',
      'GFC725',
      'GFC740',
      'GFC812',
    ],
  },
  {
    method: 'patch',
    path: `${path}/{paymentInstrumentId}`,
    summary: 'Make a saved card the main one',
    tag,
    body: named('UpdatePaymentInstrumentRequest', updatePaymentInstrumentRequestSchema),
    success: json(changed),
    errors: ['AUT404', 'PYT404'],
  },
  {
    method: 'delete',
    path: `${path}/{paymentInstrumentId}`,
    summary: 'Remove a saved card (deleted at the provider too; another becomes main) or gift card',
    tag,
    success: json(changed),
    errors: ['AUT404', 'PYT404', 'PAY400'],
  },
];
