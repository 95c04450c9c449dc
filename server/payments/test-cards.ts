/**
 * The simulator's cards: a subset of Adyen's published test cards, so a shopper (or a test)
 * uses the same numbers in both modes. Any future expiry works; the security code is 737
 * (7373 for American Express), as on Adyen's test environment.
 */
export interface TestCard {
  number: string;
  brand: 'visa' | 'mc' | 'amex';
  /** Asks for a 3-D Secure 2 challenge (password "password"). */
  challenge: boolean;
}

export const testCards: readonly TestCard[] = [
  { number: '4111111111111111', brand: 'visa', challenge: false },
  { number: '4988438843884305', brand: 'visa', challenge: false },
  { number: '5555341244441115', brand: 'mc', challenge: false },
  { number: '2222400070000005', brand: 'mc', challenge: false },
  { number: '370000000000002', brand: 'amex', challenge: false },
  { number: '4212345678910006', brand: 'visa', challenge: true },
  { number: '5454545454545454', brand: 'mc', challenge: true },
];

export const TEST_SECURITY_CODE = '737';
export const TEST_AMEX_SECURITY_CODE = '7373';
/** The challenge page's password, as on Adyen's test issuer page. */
export const TEST_CHALLENGE_PASSWORD = 'password';
/** A holder name that makes the simulated issuer refuse (Adyen's test refusal trigger). */
export const DECLINED_HOLDER_NAME = 'DECLINED';
/** A holder name the simulated risk check refuses as fraud (Adyen's refusal reason FRAUD). */
export const FRAUD_HOLDER_NAME = 'FRAUD';

export function findTestCard(number: string): TestCard | undefined {
  return testCards.find((card) => card.number === number);
}

export function securityCodeFor(card: TestCard): string {
  return card.brand === 'amex' ? TEST_AMEX_SECURITY_CODE : TEST_SECURITY_CODE;
}
