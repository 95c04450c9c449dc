import { chromium } from 'playwright';
const base = 'http://127.0.0.1:3333';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const [name, viewport] of [['desk', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(base + '/en-us/c/men-1000');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/${name}-listing.png` });
  await page.goto(base + '/en-us/sign-in');
  await page.getByLabel('Email').fill('demo.member@stride.example');
  await page.getByLabel('Password', { exact: true }).fill('Members24');
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/account/);
  for (const path of ['account/loyalty', 'account/profile', 'account/payment-methods', 'account/communication', 'loyalty', 'favorites']) {
    await page.goto(`${base}/en-us/${path}`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/${name}-${path.replace('/', '_')}.png`, fullPage: name === 'desk' });
  }
  await context.close();
}
await browser.close();
