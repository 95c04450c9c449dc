import { demoOnly } from './readiness';
import type { Env } from './env';

/** Who the store is on paper: the seller on invoices, where returns go, who answers mail. */
export interface BusinessDetails {
  seller: { legalName: string; addressLines: string[]; vatId: string };
  returnsAddressLines: string[];
  customerServiceEmail: string;
}

/** The demo's made-up business: example.com-style names nobody can receive mail or parcels at. */
export const DEMO_BUSINESS: BusinessDetails = {
  seller: {
    legalName: 'Stride Demo Retail Ltd',
    addressLines: ['1 Example Street', 'London EC1A 1BB', 'United Kingdom'],
    vatId: 'GB000000000',
  },
  returnsAddressLines: [
    'Stride Returns Centre',
    'Unit 4, Example Park',
    'Northampton NN4 7XX',
    'United Kingdom',
  ],
  customerServiceEmail: 'customer-service@stride.example',
};

/**
 * The settings (README.md, "Settings"), each falling back to the demo's only in demo mode;
 * a production start without them is refused earlier (readiness.ts).
 */
export function businessDetailsFromEnv(env: Env): BusinessDetails {
  const setting = <T>(value: T | undefined, fallback: T, name: string): T => {
    if (value !== undefined) return value;
    return env.DEMO_MODE ? fallback : demoOnly('The demo business', name);
  };
  return {
    seller: {
      legalName: setting(
        env.SELLER_LEGAL_NAME,
        DEMO_BUSINESS.seller.legalName,
        'SELLER_LEGAL_NAME',
      ),
      addressLines: setting(
        env.SELLER_ADDRESS,
        DEMO_BUSINESS.seller.addressLines,
        'SELLER_ADDRESS',
      ),
      vatId: setting(env.SELLER_VAT_ID, DEMO_BUSINESS.seller.vatId, 'SELLER_VAT_ID'),
    },
    returnsAddressLines: setting(
      env.RETURNS_ADDRESS,
      DEMO_BUSINESS.returnsAddressLines,
      'RETURNS_ADDRESS',
    ),
    customerServiceEmail: setting(
      env.CUSTOMER_SERVICE_EMAIL,
      DEMO_BUSINESS.customerServiceEmail,
      'CUSTOMER_SERVICE_EMAIL',
    ),
  };
}
