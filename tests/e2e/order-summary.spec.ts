import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_GIFT_CARD_PIN, demoGiftCards } from '@/server/db/seed/checkout';

/**
 * The order summary adds up where the shopper reads it (issue 12, item 3): the bag, checkout,
 * the order confirmation and its email show the same lines, and the lines above the total sum
 * to it. Amounts are read off the page as a shopper would and summed in cents.
 */

/** A USD card with more than any order here costs: it pays the whole order. */
const bigGiftCard = demoGiftCards.find(
  (card) => card.currency === 'USD' && card.balanceMinor >= 50_000,
)!;

interface Row {
  label: string;
  /** Minor units; what comes off (−) is negative, "Free" is 0. */
  amount: number;
}

/** Every currency here has two decimals, so the digits of a shown amount are its cents. */
function centsOf(text: string): number {
  const digits = text.replace(/\D/g, '');
  const cents = digits === '' ? 0 : Number(digits);
  return text.includes('\u2212') ? -cents : cents;
}

/** The rows of each description list of a summary region, in order. */
async function summaryLists(summary: Locator): Promise<Row[][]> {
  await expect(summary.locator('dl').first()).toBeVisible();
  return summary
    .locator('dl')
    .evaluateAll((lists) =>
      lists.map((list) =>
        [...list.querySelectorAll(':scope > div')].map((row) => ({
          label: row.querySelector('dt')?.firstChild?.textContent?.trim() ?? '',
          amount: row.querySelector('dd')?.textContent ?? '',
        })),
      ),
    )
    .then((lists) =>
      lists.map((rows) => rows.map((row) => ({ label: row.label, amount: centsOf(row.amount) }))),
    );
}

/**
 * Checks that the summary's lines add up: the summands make the total, and payments below it
 * leave what remains to pay. Answers the rows for further checks.
 */
async function expectSummaryAddsUp(summary: Locator) {
  const [lines = [], payments = []] = await summaryLists(summary);
  const total = lines.at(-1)!;
  const summands = lines.slice(0, -1);
  expect(
    summands.reduce((sum, row) => sum + row.amount, 0),
    JSON.stringify(lines),
  ).toBe(total.amount);
  if (payments.length > 0) {
    const remaining = payments.at(-1)!;
    const paid = payments.slice(0, -1).reduce((sum, row) => sum + row.amount, 0);
    expect(total.amount + paid, JSON.stringify(payments)).toBe(remaining.amount);
  }
  return { summands, total, payments };
}

/** Adds the first product of a listing that has an in-stock size. */
async function addFromListing(page: Page, listing: string): Promise<string> {
  await page.goto(listing);
  const hrefs = await page
    .getByRole('main')
    .locator('article a[href*="/p/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
  for (const href of hrefs) {
    await page.goto(href);
    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const addButton = page.getByRole('button', { name: 'Add to cart', exact: true }).first();
    const inStock = page.getByRole('radio', { name: /In stock/ }).first();
    try {
      await expect(inStock).toBeAttached({ timeout: 5_000 });
      await expect(addButton).toBeVisible({ timeout: 2_000 });
    } catch {
      continue;
    }
    await inStock.check({ force: true });
    await addButton.click();
    const miniCart = page.getByRole('dialog', { name: 'Your bag' });
    await expect(miniCart).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(miniCart).toBeHidden();
    return name;
  }
  throw new Error(`Nothing on ${listing} could be added to the bag.`);
}

function step(page: Page, name: string): Locator {
  return page.getByRole('region', { name: new RegExp(name) });
}

interface ShippingAddress {
  email: string;
  firstName: string;
  lastName: string;
  addressLine1: string;
  city: string;
  state?: string;
  postalCode: string;
  phoneLabel: string;
  phone: string;
}

const usAddress: ShippingAddress = {
  email: `summary.${Date.now()}@example.com`,
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '1 Main Street',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  phoneLabel: 'Phone (+1)',
  phone: '2175550100',
};

const gbAddress: ShippingAddress = {
  email: `summary.gb.${Date.now()}@example.com`,
  firstName: 'Grace',
  lastName: 'Hopper',
  addressLine1: '10 Downing Street',
  city: 'London',
  postalCode: 'SW1A 2AA',
  phoneLabel: 'Phone (+44)',
  phone: '2079460000',
};

async function fillShipping(page: Page, address: ShippingAddress) {
  const shipping = step(page, 'Shipping');
  await shipping.getByLabel('Email').fill(address.email);
  await shipping.getByLabel('First name').fill(address.firstName);
  await shipping.getByLabel('Last name').fill(address.lastName);
  await shipping.getByLabel('Address', { exact: true }).fill(address.addressLine1);
  await shipping.getByLabel('City').fill(address.city);
  if (address.state) await shipping.getByLabel('State or province').selectOption(address.state);
  await shipping.getByLabel('Postal code').fill(address.postalCode);
  await shipping.getByLabel(address.phoneLabel).fill(address.phone);
  const firstMethod = shipping.getByRole('radio').first();
  if ((await firstMethod.isVisible()) && !(await firstMethod.isChecked())) {
    await firstMethod.click();
  }
  await shipping.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(step(page, 'Billing and payment').getByRole('heading', { level: 2 })).toBeFocused();
}

async function payByCardAndPlace(page: Page) {
  const billing = step(page, 'Billing and payment');
  await billing.getByLabel('Card number', { exact: true }).fill('4111 1111 1111 1111');
  await billing
    .getByLabel('Expiry date (MM/YY)')
    .fill(`03/${(new Date().getFullYear() + 3) % 100}`);
  await billing.getByLabel('Security code').fill('737');
  await billing.getByLabel('Name on card').fill('Ada Lovelace');
  await placeOrder(page);
}

async function placeOrder(page: Page) {
  await step(page, 'Billing and payment')
    .getByRole('button', { name: 'Continue to review' })
    .click();
  await step(page, 'Review and place order').getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?orderNumber=/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your order' }),
  ).toBeVisible();
}

const orderSummary = (page: Page) => page.getByRole('region', { name: 'Order summary' });

test('a US order with a coupon and shipping adds up in the bag, checkout, confirmation and email', async ({
  page,
  baseURL,
}) => {
  // Under the free-shipping threshold, so shipping is charged.
  const name = await addFromListing(page, '/en-us/c/men-1000?price=0-50');
  await page.goto('/en-us/cart');
  await page.getByLabel('Enter a promo code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Remove promo code WELCOME10' })).toBeVisible();
  const bag = await expectSummaryAddsUp(orderSummary(page));
  expect(bag.summands.map((row) => row.label)).toEqual(
    expect.arrayContaining(['Subtotal', 'Welcome: 10% off (code WELCOME10)', 'Shipping']),
  );

  await page.goto('/en-us/checkout');
  await fillShipping(page, usAddress);
  const checkout = await expectSummaryAddsUp(orderSummary(page));
  expect(checkout.summands.map((row) => row.label)).toContain('Tax');
  expect(checkout.summands.find((row) => row.label === 'Shipping')!.amount).toBeGreaterThan(0);
  await payByCardAndPlace(page);

  const confirmation = await expectSummaryAddsUp(orderSummary(page));
  expect(confirmation.summands).toEqual(checkout.summands);
  expect(confirmation.total).toEqual(checkout.total);
  // The lines' prices add up to the subtotal.
  const items = page.getByRole('region', { name: 'Items' }).getByRole('listitem');
  await expect(items.first()).toContainText(name);
  const prices = await items.evaluateAll((rows) =>
    rows.map((row) => row.lastElementChild?.textContent ?? ''),
  );
  expect(prices.reduce((sum, price) => sum + centsOf(price), 0)).toBe(
    confirmation.summands.find((row) => row.label === 'Subtotal')!.amount,
  );

  // The email lists the same items and the same summary rows, with images on the store.
  const orderNumber = new URL(page.url()).searchParams.get('orderNumber')!;
  await page.goto('/en-us/dev/outbox');
  await page.getByRole('link', { name: `Your Stride order ${orderNumber}` }).click();
  const text = page.getByRole('region', { name: 'Plain-text version' });
  await expect(text).toContainText(name);
  await expect(text).toContainText(/size .+, quantity 1/);
  const mailText = (await text.textContent()) ?? '';
  for (const row of [...confirmation.summands, confirmation.total]) {
    const line = mailText.split('\n').find((candidate) => candidate.startsWith(`${row.label}: `));
    expect(line, row.label).toBeDefined();
    expect(centsOf(line!.slice(row.label.length + 2))).toBe(row.amount);
  }
  const frame = page.frameLocator('iframe[title^="HTML version of"]');
  const image = frame.locator('img').first();
  await expect(image).toHaveAttribute('src', new RegExp(`^${baseURL}/media/`));
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(
    page.getByRole('region', { name: 'Links in this message' }).getByRole('link'),
  ).toHaveText([
    new RegExp(`^${baseURL}/en-us/order-confirmation\\?orderNumber=${orderNumber}&st=hidden$`),
    // Where to follow the order later: the number alone, no access token.
    `${baseURL}/en-us/order-status?orderNumber=${orderNumber}`,
  ]);
});

test('a UK order with free shipping shows it once and VAT as a note, and adds up', async ({
  page,
}) => {
  // Over the free-shipping threshold (60 GBP).
  await addFromListing(page, '/en-gb/c/men-1000?price=100-150');
  await page.goto('/en-gb/checkout');
  await fillShipping(page, gbAddress);
  await payByCardAndPlace(page);

  const summary = orderSummary(page);
  const { summands } = await expectSummaryAddsUp(summary);
  // Free shipping is the shipping line reading "Free", not also a discount.
  const shipping = summary.getByRole('term').filter({ hasText: /^Shipping/ });
  await expect(shipping).toContainText('Free shipping');
  await expect(shipping.locator('xpath=following-sibling::dd[1]')).toHaveText('Free');
  expect(summands.filter((row) => /free shipping/i.test(row.label))).toEqual([]);
  // Prices include VAT: a note under the total, not a line of the sum.
  await expect(summary.getByText(/^Including £\d+\.\d{2} VAT$/)).toBeVisible();
  expect(summands.map((row) => row.label)).not.toContain('Tax');
});

test('an order paid by gift card takes it off below the total and leaves the rest to pay', async ({
  page,
}) => {
  await addFromListing(page, '/en-us/c/men-1000?price=100-150');
  await page.goto('/en-us/checkout');
  await fillShipping(page, usAddress);
  const gift = step(page, 'Billing and payment').getByRole('region', { name: 'Gift cards' });
  await gift.getByLabel('Gift card number').fill(bigGiftCard.number);
  await gift.getByLabel('PIN').fill(DEMO_GIFT_CARD_PIN);
  await gift.getByRole('button', { name: 'Apply' }).click();
  const lastFour = bigGiftCard.number.slice(-4);
  await expect(orderSummary(page).getByText(`Gift card ending in ${lastFour}`)).toBeVisible();
  await expectSummaryAddsUp(orderSummary(page));
  await placeOrder(page);

  const { total, payments } = await expectSummaryAddsUp(orderSummary(page));
  expect(payments).toEqual([
    { label: `Gift card ending in ${lastFour}`, amount: -total.amount },
    { label: 'Remaining to pay', amount: 0 },
  ]);
});
