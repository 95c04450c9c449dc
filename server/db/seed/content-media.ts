import { CATEGORY_IDS } from './categories';
import { findColorway, giftCardColorway } from './colorways';
import type { ImageRegistry, SeedImage } from './image-jobs';
import type { Silhouette } from './silhouettes';

export type HeroCategory = 'newArrivals' | 'men' | 'women' | 'kids' | 'sale' | 'giftCards';
export type CardCategory = 'menRunning' | 'womenRunning' | 'menHoodies' | 'kidsShoes';

export interface ContentMedia {
  homeHero: SeedImage;
  categoryHeroes: Record<HeroCategory, SeedImage>;
  cards: Record<CardCategory, SeedImage>;
}

/** The campaign pictures the canvases use; every locale shares them. */
export function contentMedia(images: ImageRegistry): ContentMedia {
  const hero = (key: HeroCategory, silhouette: Silhouette, colorway: string) =>
    images.hero(`category-${CATEGORY_IDS[key]}`, silhouette, findColorway(colorway));
  const card = (key: CardCategory, silhouette: Silhouette, colorway: string) =>
    images.card(`category-${CATEGORY_IDS[key]}`, silhouette, findColorway(colorway));
  return {
    homeHero: images.hero('home', 'runner', findColorway('005')),
    categoryHeroes: {
      newArrivals: hero('newArrivals', 'trail', '008'),
      men: hero('men', 'runner', '004'),
      women: hero('women', 'runner', '010'),
      kids: hero('kids', 'court', '006'),
      sale: hero('sale', 'lifestyle', '007'),
      giftCards: images.hero(`category-${CATEGORY_IDS.giftCards}`, 'giftcard', giftCardColorway),
    },
    cards: {
      menRunning: card('menRunning', 'runner', '001'),
      womenRunning: card('womenRunning', 'runner', '012'),
      menHoodies: card('menHoodies', 'hoodie', '004'),
      kidsShoes: card('kidsShoes', 'court', '005'),
    },
  };
}
