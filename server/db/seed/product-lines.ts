import type { ProductKind } from '@/server/db/schema';
import type { CategoryKey } from './categories';
import type { ColorFamily } from './colorways';
import type { ProductSilhouette } from './silhouettes';
import type { SizeRun } from './sizes';
import type { Translated } from './translated';

export type Gender = 'men' | 'women' | 'kids' | 'unisex';

/** A kind of product the brand makes: what it is, who it is for, where it sells, its price band. */
export interface ProductLine {
  key: string;
  kind: ProductKind;
  gender: Gender;
  /** Size chart key (spec: /fapi/components/size-chart/{productType}). */
  productType: string;
  activity: string;
  silhouette: ProductSilhouette;
  colorFamily: ColorFamily;
  primary: CategoryKey;
  /** Further categories the product is listed in, e.g. unisex items under men and women. */
  alsoIn: readonly CategoryKey[];
  noun: Translated;
  sizes: SizeRun;
  /** List price band in whole US dollars, inclusive. */
  priceUsd: readonly [number, number];
  /** Relative share of the catalogue. */
  weight: number;
}

const nouns = {
  runningShoe: {
    en: 'Running Shoe',
    fr: 'Chaussure de running',
    de: 'Laufschuh',
    it: 'Scarpa da running',
  },
  racingShoe: {
    en: 'Racing Shoe',
    fr: 'Chaussure de compétition',
    de: 'Wettkampfschuh',
    it: 'Scarpa da gara',
  },
  trainingShoe: {
    en: 'Training Shoe',
    fr: 'Chaussure de training',
    de: 'Trainingsschuh',
    it: 'Scarpa da training',
  },
  sneaker: { en: 'Sneaker', fr: 'Sneaker', de: 'Sneaker', it: 'Sneaker' },
  trailShoe: {
    en: 'Trail Running Shoe',
    fr: 'Chaussure de trail',
    de: 'Trailrunning-Schuh',
    it: 'Scarpa da trail running',
  },
  basketballShoe: {
    en: 'Basketball Shoe',
    fr: 'Chaussure de basketball',
    de: 'Basketballschuh',
    it: 'Scarpa da basket',
  },
  runningTee: {
    en: 'Running T-Shirt',
    fr: 'T-shirt de running',
    de: 'Lauf-T-Shirt',
    it: 'T-shirt da running',
  },
  cottonTee: {
    en: 'Cotton T-Shirt',
    fr: 'T-shirt en coton',
    de: 'Baumwoll-T-Shirt',
    it: 'T-shirt in cotone',
  },
  trainingTank: {
    en: 'Training Tank',
    fr: 'Débardeur de training',
    de: 'Trainings-Tanktop',
    it: 'Canotta da training',
  },
  hoodie: {
    en: 'Fleece Hoodie',
    fr: 'Sweat à capuche en molleton',
    de: 'Fleece-Hoodie',
    it: 'Felpa con cappuccio in pile',
  },
  runningShorts: {
    en: 'Running Shorts',
    fr: 'Short de running',
    de: 'Laufshorts',
    it: 'Pantaloncini da running',
  },
  joggers: { en: 'Joggers', fr: 'Pantalon de jogging', de: 'Jogginghose', it: 'Pantaloni jogger' },
  tights: {
    en: 'Running Tights',
    fr: 'Collant de running',
    de: 'Lauftights',
    it: 'Calzamaglia da running',
  },
  leggings: { en: 'Leggings', fr: 'Legging', de: 'Leggings', it: 'Leggings' },
  runningJacket: {
    en: 'Running Jacket',
    fr: 'Veste de running',
    de: 'Laufjacke',
    it: 'Giacca da running',
  },
  cap: { en: 'Cap', fr: 'Casquette', de: 'Cap', it: 'Cappellino' },
  socks: {
    en: 'Crew Socks (3 Pack)',
    fr: 'Chaussettes mi-hautes (lot de 3)',
    de: 'Crew-Socken (3er-Pack)',
    it: 'Calze crew (confezione da 3)',
  },
  duffel: { en: 'Duffel Bag', fr: 'Sac de sport', de: 'Sporttasche', it: 'Borsone' },
} satisfies Record<string, Translated>;

type Range = readonly [number, number];

const shoeSizes = { men: 'mens-shoes', women: 'womens-shoes', kids: 'kids-shoes' } as const;

function shoe(
  gender: 'men' | 'women' | 'kids',
  name: string,
  activity: string,
  silhouette: ProductLine['silhouette'],
  primary: CategoryKey,
  noun: Translated,
  priceUsd: Range,
  weight: number,
): ProductLine {
  const sizes = shoeSizes[gender];
  return {
    key: `${gender}-${name}`,
    kind: 'shoes',
    gender,
    productType: sizes,
    activity,
    silhouette,
    colorFamily: 'shoes',
    primary,
    alsoIn: [],
    noun,
    sizes,
    priceUsd,
    weight,
  };
}

function apparel(
  gender: 'men' | 'women' | 'kids',
  name: string,
  activity: string,
  silhouette: ProductLine['silhouette'],
  primary: CategoryKey,
  noun: Translated,
  priceUsd: Range,
  weight: number,
): ProductLine {
  const bottoms = silhouette === 'shorts' || silhouette === 'pants';
  return {
    key: `${gender}-${name}`,
    kind: 'apparel',
    gender,
    productType: bottoms ? 'apparel-bottoms' : 'apparel-tops',
    activity,
    silhouette,
    colorFamily: 'apparel',
    primary,
    alsoIn: [],
    noun,
    sizes: gender === 'kids' ? 'kids-apparel' : 'apparel',
    priceUsd,
    weight,
  };
}

/** Accessories are unisex: listed under men's and women's accessories. */
function accessory(
  name: string,
  activity: string,
  silhouette: ProductLine['silhouette'],
  categories: readonly [CategoryKey, CategoryKey],
  noun: Translated,
  sizes: SizeRun,
  priceUsd: Range,
  weight: number,
): ProductLine {
  return {
    key: name,
    kind: 'accessories',
    gender: 'unisex',
    productType: 'accessories',
    activity,
    silhouette,
    colorFamily: 'accessories',
    primary: categories[0],
    alsoIn: [categories[1]],
    noun,
    sizes,
    priceUsd,
    weight,
  };
}

export const productLines: readonly ProductLine[] = [
  shoe('men', 'running', 'running', 'runner', 'menRoadRunning', nouns.runningShoe, [90, 160], 6),
  shoe('men', 'racing', 'running', 'runner', 'menRacing', nouns.racingShoe, [140, 180], 2),
  shoe('men', 'training', 'training', 'trainer', 'menTraining', nouns.trainingShoe, [70, 130], 4),
  shoe('men', 'lifestyle', 'lifestyle', 'lifestyle', 'menLifestyle', nouns.sneaker, [60, 120], 5),
  shoe('men', 'trail', 'trail', 'trail', 'menTrail', nouns.trailShoe, [100, 170], 3),
  shoe(
    'men',
    'basketball',
    'basketball',
    'court',
    'menBasketball',
    nouns.basketballShoe,
    [90, 180],
    3,
  ),
  apparel('men', 'running-tee', 'running', 'tee', 'menTops', nouns.runningTee, [25, 45], 3),
  apparel('men', 'cotton-tee', 'lifestyle', 'tee', 'menTops', nouns.cottonTee, [20, 35], 2),
  apparel('men', 'hoodie', 'lifestyle', 'hoodie', 'menHoodies', nouns.hoodie, [55, 90], 3),
  apparel(
    'men',
    'running-shorts',
    'running',
    'shorts',
    'menShorts',
    nouns.runningShorts,
    [30, 50],
    2,
  ),
  apparel('men', 'joggers', 'training', 'pants', 'menPants', nouns.joggers, [50, 80], 2),
  apparel('men', 'tights', 'running', 'pants', 'menPants', nouns.tights, [45, 70], 1),
  apparel(
    'men',
    'running-jacket',
    'running',
    'jacket',
    'menJackets',
    nouns.runningJacket,
    [80, 150],
    2,
  ),
  shoe(
    'women',
    'running',
    'running',
    'runner',
    'womenRoadRunning',
    nouns.runningShoe,
    [90, 160],
    6,
  ),
  shoe('women', 'racing', 'running', 'runner', 'womenRacing', nouns.racingShoe, [140, 180], 2),
  shoe(
    'women',
    'training',
    'training',
    'trainer',
    'womenTraining',
    nouns.trainingShoe,
    [70, 130],
    4,
  ),
  shoe(
    'women',
    'lifestyle',
    'lifestyle',
    'lifestyle',
    'womenLifestyle',
    nouns.sneaker,
    [60, 120],
    5,
  ),
  shoe('women', 'trail', 'trail', 'trail', 'womenTrail', nouns.trailShoe, [100, 170], 2),
  apparel('women', 'running-tee', 'running', 'tee', 'womenTops', nouns.runningTee, [25, 45], 2),
  apparel(
    'women',
    'training-tank',
    'training',
    'tee',
    'womenTops',
    nouns.trainingTank,
    [25, 40],
    2,
  ),
  apparel('women', 'hoodie', 'lifestyle', 'hoodie', 'womenHoodies', nouns.hoodie, [55, 90], 3),
  apparel(
    'women',
    'running-shorts',
    'running',
    'shorts',
    'womenShorts',
    nouns.runningShorts,
    [30, 50],
    2,
  ),
  apparel('women', 'leggings', 'training', 'pants', 'womenLeggings', nouns.leggings, [50, 90], 3),
  apparel(
    'women',
    'running-jacket',
    'running',
    'jacket',
    'womenJackets',
    nouns.runningJacket,
    [80, 150],
    2,
  ),
  shoe('kids', 'running', 'running', 'runner', 'kidsRunning', nouns.runningShoe, [45, 80], 3),
  shoe('kids', 'lifestyle', 'lifestyle', 'lifestyle', 'kidsLifestyle', nouns.sneaker, [40, 70], 3),
  shoe(
    'kids',
    'basketball',
    'basketball',
    'court',
    'kidsBasketball',
    nouns.basketballShoe,
    [55, 90],
    2,
  ),
  apparel('kids', 'tee', 'lifestyle', 'tee', 'kidsTops', nouns.cottonTee, [15, 30], 2),
  apparel('kids', 'hoodie', 'lifestyle', 'hoodie', 'kidsTops', nouns.hoodie, [35, 55], 1),
  apparel('kids', 'shorts', 'running', 'shorts', 'kidsBottoms', nouns.runningShorts, [20, 35], 1),
  apparel('kids', 'joggers', 'lifestyle', 'pants', 'kidsBottoms', nouns.joggers, [30, 50], 1),
  accessory(
    'cap',
    'lifestyle',
    'cap',
    ['menHats', 'womenHats'],
    nouns.cap,
    'one-size',
    [25, 35],
    3,
  ),
  accessory(
    'socks',
    'running',
    'socks',
    ['menSocks', 'womenSocks'],
    nouns.socks,
    'socks',
    [12, 20],
    3,
  ),
  accessory(
    'duffel',
    'training',
    'bag',
    ['menBags', 'womenBags'],
    nouns.duffel,
    'one-size',
    [40, 80],
    2,
  ),
];

export function findLine(key: string): ProductLine {
  const line = productLines.find((l) => l.key === key);
  if (!line) throw new Error(`Unknown product line ${key}`);
  return line;
}
