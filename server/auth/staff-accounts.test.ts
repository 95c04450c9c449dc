import { and, asc, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeEmployees } from '../db/schema';
import {
  MIN_PRODUCT_COUNT,
  SEED_ASSOCIATE_PASSWORD,
  SEED_EMPLOYEE_ID,
  SEED_STORE_IDS,
} from '../db/seed/fixtures';
import { seedDatabase } from '../db/seed/run';
import { firstError } from '../testing/test-api';
import { saveAssociate, StaffAccountError, type AssociateInput } from './staff-accounts';
import { freshAddress, setupAuthApi } from './testing/auth-test-kit';

// Seeded in demo mode: every seeded associate starts with the demo password.
const { call, db } = setupAuthApi({ products: MIN_PRODUCT_COUNT });

const store = SEED_STORE_IDS.pickupStore;

/** The till's sign-in: the error code, or 'signed in'. */
async function tillSignIn(employeeId: string, password: string, storeId: string = store) {
  const reply = await call('/consumers-v3/consumer/agent/login', {
    method: 'POST',
    body: { storeId, employeeId, password },
    headers: freshAddress(),
  });
  return reply.status === 200 ? 'signed in' : firstError(reply.json).errorId;
}

/** The seeded associates of the pickup store but the first, in id order. */
async function seededColleagues() {
  const rows = await db()
    .select({ id: storeEmployees.id })
    .from(storeEmployees)
    .where(and(eq(storeEmployees.storeId, store), ne(storeEmployees.id, SEED_EMPLOYEE_ID)))
    .orderBy(asc(storeEmployees.id));
  return rows.map((row) => row.id);
}

const newcomer = (overrides: Partial<AssociateInput> = {}): AssociateInput => ({
  storeId: store,
  employeeId: 'E20001',
  name: 'Ada Lovelace',
  email: 'ada.lovelace@stride.example',
  password: 'Analytical#Engine1843',
  ...overrides,
});

describe('staff:create', () => {
  it('creates an associate who signs in at the till with their own password', async () => {
    expect(await saveAssociate(db(), newcomer())).toEqual({ created: true });
    expect(await tillSignIn('E20001', 'Analytical#Engine1843')).toBe('signed in');
    expect(await tillSignIn('E20001', SEED_ASSOCIATE_PASSWORD)).toBe('AUT401');
  });

  it('gives an existing associate a new password, keeping their name and email', async () => {
    const [colleague] = await seededColleagues();
    const [before] = await db()
      .select()
      .from(storeEmployees)
      .where(eq(storeEmployees.id, colleague!));
    const input = { storeId: store, employeeId: colleague!, password: 'Own#Password2026' };
    expect(await saveAssociate(db(), input)).toEqual({ created: false });
    expect(await tillSignIn(colleague!, 'Own#Password2026')).toBe('signed in');
    expect(await tillSignIn(colleague!, SEED_ASSOCIATE_PASSWORD)).toBe('AUT401');
    const [after] = await db()
      .select()
      .from(storeEmployees)
      .where(eq(storeEmployees.id, colleague!));
    expect(after).toMatchObject({ name: before!.name, email: before!.email });
  });

  it.each([
    ['a short password', { password: 'Sh0rt#' }, /password: Password is too short/],
    ['a password without a digit', { password: 'NoDigits#Here' }, /password: Password does not/],
    ['the demo password', { password: SEED_ASSOCIATE_PASSWORD }, /demo password is public/],
    ['an unknown store', { storeId: 'XX999' }, /Store XX999 does not exist/],
    ['a new associate without a name', { employeeId: 'E20009', name: undefined }, /--name/],
    ['an email another associate has', { employeeId: 'E20010' }, /is associate E20001's email/],
  ])('refuses %s and saves nothing', async (_case, overrides, message) => {
    const input = newcomer({ email: 'ada.lovelace@stride.example', ...overrides });
    const failure = saveAssociate(db(), input);
    await expect(failure).rejects.toThrow(StaffAccountError);
    await expect(failure).rejects.toThrow(message);
  });
});

describe('seeded associates', () => {
  it('have no password outside demo mode, while associates with their own keep it through reseeds', async () => {
    await saveAssociate(db(), newcomer({ employeeId: 'E20002', email: 'grace@stride.example' }));
    const [own, seededOnly] = await seededColleagues();
    await saveAssociate(db(), { storeId: store, employeeId: own!, password: 'Own#Password2026' });

    const production = await seedDatabase(db(), { products: MIN_PRODUCT_COUNT });
    const [unset] = await db()
      .select()
      .from(storeEmployees)
      .where(eq(storeEmployees.id, seededOnly!));
    expect(unset!.passwordHash).toBeNull();
    expect(await tillSignIn(seededOnly!, SEED_ASSOCIATE_PASSWORD)).toBe('AUT401');
    expect(await tillSignIn('E20002', 'Analytical#Engine1843')).toBe('signed in');
    expect(await tillSignIn(own!, 'Own#Password2026')).toBe('signed in');
    expect(production.ownStaff).toEqual({ kept: 3, dropped: 0 });

    await seedDatabase(db(), { products: MIN_PRODUCT_COUNT, demoStaffPasswords: true });
    expect(await tillSignIn(seededOnly!, SEED_ASSOCIATE_PASSWORD)).toBe('signed in');
    expect(await tillSignIn('E20002', 'Analytical#Engine1843')).toBe('signed in');
    expect(await tillSignIn(own!, 'Own#Password2026')).toBe('signed in');
    expect(await tillSignIn(own!, SEED_ASSOCIATE_PASSWORD)).toBe('AUT401');
  }, 240_000);
});
