import type { storeEmployees, stores } from '@/server/db/schema';
import { hashPasswordWithFixedSalt } from '@/server/security/password-hash';
import {
  SEED_ASSOCIATE_PASSWORD,
  SEED_EDITOR,
  SEED_STORE_IDS,
  SEED_STORE_MANAGER,
} from './fixtures';
import { createRandom } from './random';
import { slugify } from './slug';
import { openingHours, retailStores, storeLocations, type StoreLocation } from './store-locations';

type StoreRow = typeof stores.$inferSelect;
type EmployeeRow = typeof storeEmployees.$inferSelect;

const SEED_EMAIL_DOMAIN = 'stride.example';

export function storeRows(): StoreRow[] {
  return storeLocations.map((store) => ({
    id: store.id,
    name: store.name,
    addressLine1: store.addressLine1,
    city: store.city,
    postalCode: store.postalCode,
    province: store.province,
    countryCode: store.countryCode,
    phone: store.phone,
    email: `${slugify(store.name.replace(/^Stride /, ''))}@stores.${SEED_EMAIL_DOMAIN}`,
    latitude: store.latitude,
    longitude: store.longitude,
    hours: openingHours(store),
    offersPickup: store.offersPickup,
    offersShipToStore: store.offersShipToStore,
    isCollectionPoint: store.isCollectionPoint,
    carrier: store.carrier ?? null,
  }));
}

const names: Record<StoreLocation['countryCode'], { first: string[]; last: string[] }> = {
  US: {
    first: ['Jordan', 'Ava', 'Marcus', 'Emily', 'Tyler', 'Maya', 'Chris', 'Olivia'],
    last: ['Johnson', 'Rivera', 'Brooks', 'Nguyen', 'Carter', 'Patel', 'Hughes', 'Lee'],
  },
  CA: {
    first: ['Liam', 'Chloé', 'Noah', 'Émilie', 'Ethan', 'Sophie'],
    last: ['Tremblay', 'Roy', 'Campbell', 'Gagnon', 'Wilson', 'Martin'],
  },
  GB: {
    first: ['Oliver', 'Amelia', 'Harry', 'Isla', 'George', 'Freya'],
    last: ['Smith', 'Taylor', 'Evans', 'Walker', 'Wright', 'Khan'],
  },
  FR: {
    first: ['Lucas', 'Camille', 'Hugo', 'Léa', 'Louis', 'Manon'],
    last: ['Bernard', 'Dubois', 'Moreau', 'Laurent', 'Girard', 'Lefèvre'],
  },
  DE: {
    first: ['Jonas', 'Mia', 'Felix', 'Lena', 'Paul', 'Hannah'],
    last: ['Müller', 'Schmidt', 'Fischer', 'Weber', 'Becker', 'Wagner'],
  },
  IT: {
    first: ['Matteo', 'Giulia', 'Lorenzo', 'Sofia', 'Andrea', 'Chiara'],
    last: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano'],
  },
};

// A fixed salt keeps reseeding byte-identical; it is acceptable only for this public demo password.
const ASSOCIATE_SALT = Buffer.from('stride-seed-associate-v1');
let associatePasswordHash: string | undefined;

/** The hash of the shared demo password, the same on every run: one scrypt run for everyone. */
export function demoAssociatePasswordHash(): string {
  associatePasswordHash ??= hashPasswordWithFixedSalt(SEED_ASSOCIATE_PASSWORD, ASSOCIATE_SALT);
  return associatePasswordHash;
}

/**
 * The seeded store manager may take more off a basket than the settings allow; every other
 * associate has the settings' limits (ASSOCIATE_ADJUSTMENT_MAX_PERCENT and _AMOUNT).
 */
function adjustmentLimits(
  employeeId: string,
): Pick<EmployeeRow, 'adjustmentMaxPercent' | 'adjustmentMaxAmount'> {
  return employeeId === SEED_STORE_MANAGER.employeeId
    ? {
        adjustmentMaxPercent: SEED_STORE_MANAGER.maxPercent,
        adjustmentMaxAmount: SEED_STORE_MANAGER.maxAmount,
      }
    : { adjustmentMaxPercent: null, adjustmentMaxAmount: null };
}

/**
 * Two to four associates per retail store, ids E10001 upward, e-mails unique. With
 * `demoPasswords` they share the public demo password; without, they have none and cannot
 * sign in until `npm run staff:create` gives them one. The demo's content editor (SEED_EDITOR)
 * comes last, with the same password.
 */
export function employeeRows({ demoPasswords }: { demoPasswords: boolean }): EmployeeRow[] {
  const passwordHash = demoPasswords ? demoAssociatePasswordHash() : null;
  const rows: EmployeeRow[] = [];
  const emails = new Set<string>();
  for (const store of retailStores) {
    const random = createRandom('employees', store.id);
    const pool = names[store.countryCode];
    for (let n = random.int(2, 4); n > 0; n -= 1) {
      const name = `${random.pick(pool.first)} ${random.pick(pool.last)}`;
      const local = slugify(name).replace('-', '.');
      let email = `${local}@${SEED_EMAIL_DOMAIN}`;
      for (let suffix = 2; emails.has(email); suffix += 1)
        email = `${local}${suffix}@${SEED_EMAIL_DOMAIN}`;
      emails.add(email);
      rows.push({
        id: `E${10001 + rows.length}`,
        storeId: store.id,
        name,
        email,
        passwordHash,
        failedSignInCount: 0,
        lockedUntil: null,
        roles: ['associate'],
        ...adjustmentLimits(`E${10001 + rows.length}`),
      });
    }
  }
  rows.push({
    id: SEED_EDITOR.employeeId,
    storeId: SEED_STORE_IDS.pickupStore,
    name: SEED_EDITOR.name,
    email: `eva.editor@${SEED_EMAIL_DOMAIN}`,
    passwordHash,
    failedSignInCount: 0,
    lockedUntil: null,
    roles: ['editor'],
    adjustmentMaxPercent: null,
    adjustmentMaxAmount: null,
  });
  return rows;
}
