import type { Database } from '@/server/db/client';
import { productSetMembers, productSets } from '@/server/db/schema';
import { SEED_IDS } from './fixtures';
import { insertRows } from './insert-rows';

/** Curated looks over the fixed seed products, so they exist at every catalogue size. */
const sets = [
  {
    id: 'SET00001',
    slug: 'morning-run-kit',
    name: {
      en: 'Morning run kit',
      fr: 'Tenue de course du matin',
      de: 'Set für den Morgenlauf',
      it: 'Kit per la corsa mattutina',
    },
    members: [SEED_IDS.regularShoe, SEED_IDS.regularApparel, SEED_IDS.accessory],
  },
  {
    id: 'SET00002',
    slug: 'court-ready',
    name: {
      en: 'Court ready',
      fr: 'Prêt pour le terrain',
      de: 'Bereit fürs Spielfeld',
      it: 'Pronti per il campo',
    },
    members: [SEED_IDS.priceRange, SEED_IDS.regularApparel, SEED_IDS.limitedQuantity],
  },
  {
    id: 'SET00003',
    slug: 'her-run-edit',
    name: {
      en: 'Her run edit',
      fr: 'Sélection running femme',
      de: 'Lauf-Edit für sie',
      it: 'Selezione running donna',
    },
    members: [SEED_IDS.markedDown, SEED_IDS.outOfStock, SEED_IDS.accessory],
  },
] as const;

export function productSetRows() {
  return {
    sets: sets.map(({ id, slug, name }) => ({ id, slug, name })),
    members: sets.flatMap((set) =>
      set.members.map((productId, position) => ({ setId: set.id, productId, position })),
    ),
  };
}

/** Product sets belong to the catalogue: cleared and written again with it. */
export async function seedProductSets(db: Database): Promise<number> {
  const { sets: setList, members } = productSetRows();
  await insertRows(db, productSets, setList);
  await insertRows(db, productSetMembers, members);
  return setList.length;
}
