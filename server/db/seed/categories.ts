import type { categories } from '@/server/db/schema';
import type { Translated } from './translated';

/**
 * The category tree. Ids grow two digits per level (1000 → 100010 → 10001010 → 1000101010) so
 * an id reads as its path and stays within the 4–10 digits a category id may have.
 */
export const CATEGORY_IDS = {
  newArrivals: '5000',
  men: '1000',
  menShoes: '100010',
  menRunning: '10001010',
  menRoadRunning: '1000101010',
  menRacing: '1000101020',
  menTraining: '10001020',
  menLifestyle: '10001030',
  menTrail: '10001040',
  menBasketball: '10001050',
  menClothing: '100020',
  menTops: '10002010',
  menHoodies: '10002020',
  menShorts: '10002030',
  menPants: '10002040',
  menJackets: '10002050',
  menAccessories: '100030',
  menHats: '10003010',
  menSocks: '10003020',
  menBags: '10003030',
  women: '2000',
  womenShoes: '200010',
  womenRunning: '20001010',
  womenRoadRunning: '2000101010',
  womenRacing: '2000101020',
  womenTraining: '20001020',
  womenLifestyle: '20001030',
  womenTrail: '20001040',
  womenClothing: '200020',
  womenTops: '20002010',
  womenHoodies: '20002020',
  womenShorts: '20002030',
  womenLeggings: '20002040',
  womenJackets: '20002050',
  womenAccessories: '200030',
  womenHats: '20003010',
  womenSocks: '20003020',
  womenBags: '20003030',
  kids: '3000',
  kidsShoes: '300010',
  kidsRunning: '30001010',
  kidsLifestyle: '30001020',
  kidsBasketball: '30001030',
  kidsClothing: '300020',
  kidsTops: '30002010',
  kidsBottoms: '30002020',
  sale: '4000',
  saleMen: '400010',
  saleWomen: '400020',
  saleKids: '400030',
  giftCards: '6000',
  giftsWithPurchase: '7000',
} as const;

export type CategoryKey = keyof typeof CATEGORY_IDS;
type CategoryRow = typeof categories.$inferSelect;

interface CategoryNode {
  key: CategoryKey;
  slug: string;
  name: Translated;
  hidden?: boolean;
  children?: CategoryNode[];
}

const names = {
  shoes: { en: 'Shoes', fr: 'Chaussures', de: 'Schuhe', it: 'Scarpe' },
  running: { en: 'Running', fr: 'Running', de: 'Laufen', it: 'Running' },
  roadRunning: {
    en: 'Road Running',
    fr: 'Running sur route',
    de: 'Straßenlauf',
    it: 'Corsa su strada',
  },
  racing: { en: 'Racing', fr: 'Compétition', de: 'Wettkampf', it: 'Gara' },
  training: {
    en: 'Training & Gym',
    fr: 'Training et fitness',
    de: 'Training & Gym',
    it: 'Training e palestra',
  },
  lifestyle: { en: 'Lifestyle', fr: 'Lifestyle', de: 'Lifestyle', it: 'Lifestyle' },
  trail: { en: 'Trail', fr: 'Trail', de: 'Trail', it: 'Trail' },
  basketball: { en: 'Basketball', fr: 'Basketball', de: 'Basketball', it: 'Basket' },
  clothing: { en: 'Clothing', fr: 'Vêtements', de: 'Bekleidung', it: 'Abbigliamento' },
  tops: {
    en: 'T-Shirts & Tops',
    fr: 'T-shirts et hauts',
    de: 'T-Shirts & Tops',
    it: 'T-shirt e top',
  },
  hoodies: {
    en: 'Hoodies & Sweatshirts',
    fr: 'Sweats à capuche',
    de: 'Hoodies & Sweatshirts',
    it: 'Felpe',
  },
  shorts: { en: 'Shorts', fr: 'Shorts', de: 'Shorts', it: 'Pantaloncini' },
  pants: {
    en: 'Pants & Tights',
    fr: 'Pantalons et collants',
    de: 'Hosen & Tights',
    it: 'Pantaloni e calzamaglie',
  },
  leggings: {
    en: 'Leggings & Pants',
    fr: 'Leggings et pantalons',
    de: 'Leggings & Hosen',
    it: 'Leggings e pantaloni',
  },
  jackets: { en: 'Jackets', fr: 'Vestes', de: 'Jacken', it: 'Giacche' },
  accessories: { en: 'Accessories', fr: 'Accessoires', de: 'Accessoires', it: 'Accessori' },
  hats: { en: 'Hats & Caps', fr: 'Casquettes', de: 'Caps & Mützen', it: 'Cappellini' },
  socks: { en: 'Socks', fr: 'Chaussettes', de: 'Socken', it: 'Calze' },
  bags: { en: 'Bags', fr: 'Sacs', de: 'Taschen', it: 'Borse' },
  bottoms: {
    en: 'Pants & Shorts',
    fr: 'Pantalons et shorts',
    de: 'Hosen & Shorts',
    it: 'Pantaloni e pantaloncini',
  },
} satisfies Record<string, Translated>;

const tree: CategoryNode[] = [
  {
    key: 'newArrivals',
    slug: 'new-arrivals',
    name: { en: 'New Arrivals', fr: 'Nouveautés', de: 'Neuheiten', it: 'Novità' },
  },
  {
    key: 'men',
    slug: 'men',
    name: { en: 'Men', fr: 'Homme', de: 'Herren', it: 'Uomo' },
    children: [
      {
        key: 'menShoes',
        slug: 'mens-shoes',
        name: names.shoes,
        children: [
          {
            key: 'menRunning',
            slug: 'mens-running-shoes',
            name: names.running,
            children: [
              { key: 'menRoadRunning', slug: 'mens-road-running-shoes', name: names.roadRunning },
              { key: 'menRacing', slug: 'mens-racing-shoes', name: names.racing },
            ],
          },
          { key: 'menTraining', slug: 'mens-training-shoes', name: names.training },
          { key: 'menLifestyle', slug: 'mens-lifestyle-shoes', name: names.lifestyle },
          { key: 'menTrail', slug: 'mens-trail-shoes', name: names.trail },
          { key: 'menBasketball', slug: 'mens-basketball-shoes', name: names.basketball },
        ],
      },
      {
        key: 'menClothing',
        slug: 'mens-clothing',
        name: names.clothing,
        children: [
          { key: 'menTops', slug: 'mens-tops-t-shirts', name: names.tops },
          { key: 'menHoodies', slug: 'mens-hoodies-sweatshirts', name: names.hoodies },
          { key: 'menShorts', slug: 'mens-shorts', name: names.shorts },
          { key: 'menPants', slug: 'mens-pants-tights', name: names.pants },
          { key: 'menJackets', slug: 'mens-jackets', name: names.jackets },
        ],
      },
      {
        key: 'menAccessories',
        slug: 'mens-accessories',
        name: names.accessories,
        children: [
          { key: 'menHats', slug: 'mens-hats-caps', name: names.hats },
          { key: 'menSocks', slug: 'mens-socks', name: names.socks },
          { key: 'menBags', slug: 'mens-bags', name: names.bags },
        ],
      },
    ],
  },
  {
    key: 'women',
    slug: 'women',
    name: { en: 'Women', fr: 'Femme', de: 'Damen', it: 'Donna' },
    children: [
      {
        key: 'womenShoes',
        slug: 'womens-shoes',
        name: names.shoes,
        children: [
          {
            key: 'womenRunning',
            slug: 'womens-running-shoes',
            name: names.running,
            children: [
              {
                key: 'womenRoadRunning',
                slug: 'womens-road-running-shoes',
                name: names.roadRunning,
              },
              { key: 'womenRacing', slug: 'womens-racing-shoes', name: names.racing },
            ],
          },
          { key: 'womenTraining', slug: 'womens-training-shoes', name: names.training },
          { key: 'womenLifestyle', slug: 'womens-lifestyle-shoes', name: names.lifestyle },
          { key: 'womenTrail', slug: 'womens-trail-shoes', name: names.trail },
        ],
      },
      {
        key: 'womenClothing',
        slug: 'womens-clothing',
        name: names.clothing,
        children: [
          { key: 'womenTops', slug: 'womens-tops-t-shirts', name: names.tops },
          { key: 'womenHoodies', slug: 'womens-hoodies-sweatshirts', name: names.hoodies },
          { key: 'womenShorts', slug: 'womens-shorts', name: names.shorts },
          { key: 'womenLeggings', slug: 'womens-leggings-pants', name: names.leggings },
          { key: 'womenJackets', slug: 'womens-jackets', name: names.jackets },
        ],
      },
      {
        key: 'womenAccessories',
        slug: 'womens-accessories',
        name: names.accessories,
        children: [
          { key: 'womenHats', slug: 'womens-hats-caps', name: names.hats },
          { key: 'womenSocks', slug: 'womens-socks', name: names.socks },
          { key: 'womenBags', slug: 'womens-bags', name: names.bags },
        ],
      },
    ],
  },
  {
    key: 'kids',
    slug: 'kids',
    name: { en: 'Kids', fr: 'Enfant', de: 'Kinder', it: 'Bambini' },
    children: [
      {
        key: 'kidsShoes',
        slug: 'kids-shoes',
        name: names.shoes,
        children: [
          { key: 'kidsRunning', slug: 'kids-running-shoes', name: names.running },
          { key: 'kidsLifestyle', slug: 'kids-lifestyle-shoes', name: names.lifestyle },
          { key: 'kidsBasketball', slug: 'kids-basketball-shoes', name: names.basketball },
        ],
      },
      {
        key: 'kidsClothing',
        slug: 'kids-clothing',
        name: names.clothing,
        children: [
          { key: 'kidsTops', slug: 'kids-tops-t-shirts', name: names.tops },
          { key: 'kidsBottoms', slug: 'kids-pants-shorts', name: names.bottoms },
        ],
      },
    ],
  },
  {
    key: 'sale',
    slug: 'sale',
    name: { en: 'Sale', fr: 'Soldes', de: 'Sale', it: 'Saldi' },
    children: [
      {
        key: 'saleMen',
        slug: 'mens-sale',
        name: { en: "Men's Sale", fr: 'Soldes homme', de: 'Herren Sale', it: 'Saldi uomo' },
      },
      {
        key: 'saleWomen',
        slug: 'womens-sale',
        name: { en: "Women's Sale", fr: 'Soldes femme', de: 'Damen Sale', it: 'Saldi donna' },
      },
      {
        key: 'saleKids',
        slug: 'kids-sale',
        name: { en: "Kids' Sale", fr: 'Soldes enfant', de: 'Kinder Sale', it: 'Saldi bambini' },
      },
    ],
  },
  {
    key: 'giftCards',
    slug: 'gift-cards',
    name: { en: 'Gift Cards', fr: 'Cartes cadeaux', de: 'Geschenkkarten', it: 'Carte regalo' },
  },
  {
    // Free gifts are added by promotions, never browsed, so their category stays out of menus.
    key: 'giftsWithPurchase',
    slug: 'gifts-with-purchase',
    name: {
      en: 'Gifts with Purchase',
      fr: 'Cadeaux offerts',
      de: 'Gratis-Geschenke',
      it: 'Omaggi',
    },
    hidden: true,
  },
];

export interface SeedCategory extends CategoryRow {
  name: Translated;
  children: SeedCategory[];
}

function build(nodes: CategoryNode[], parentId: string | null): SeedCategory[] {
  return nodes.map((node, position) => {
    const id = CATEGORY_IDS[node.key];
    return {
      id,
      parentId,
      slug: node.slug,
      name: node.name,
      position,
      isVisible: !node.hidden,
      children: build(node.children ?? [], id),
    };
  });
}

/** The roots of the tree, children nested, in menu order. */
export const categoryTree: readonly SeedCategory[] = build(tree, null);

function flatten(nodes: readonly SeedCategory[]): SeedCategory[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

const byId = new Map(flatten(categoryTree).map((category) => [category.id, category]));

export function categoryRows(): CategoryRow[] {
  return [...byId.values()].map(({ children: _children, ...row }) => row);
}

export function findCategory(id: string): SeedCategory {
  const category = byId.get(id);
  if (!category) throw new Error(`Unknown seed category ${id}`);
  return category;
}

/** The category and every ancestor up to its root, nearest first. */
export function withAncestors(id: string): string[] {
  const chain: string[] = [];
  for (let current: string | null = id; current; current = findCategory(current).parentId) {
    chain.push(current);
  }
  return chain;
}

/** The storefront path of a category page: `/{locale}/c/{slug}-{categoryId}`. */
export function categoryPath(locale: string, id: string): string {
  return `/${locale}/c/${findCategory(id).slug}-${id}`;
}
