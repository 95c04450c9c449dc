import { absoluteUrl } from './urls';

/** A schema.org node as JSON-LD; `@context` is added by `withContext`. */
export type JsonLdNode = { '@type': string } & Record<string, unknown>;

export function withContext(node: JsonLdNode): Record<string, unknown> {
  return { '@context': 'https://schema.org', ...node };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so a product name such as
 * `</script>` cannot close the script element.
 */
export function serializeJsonLd(node: JsonLdNode | JsonLdNode[]): string {
  const value = Array.isArray(node) ? node.map(withContext) : withContext(node);
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function breadcrumbListJsonLd(
  baseUrl: string,
  items: readonly { name: string; url: string }[],
): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(baseUrl, item.url),
    })),
  };
}

/** The products a listing shows, in order; `offset` numbers the items of later pages. */
export function itemListJsonLd(
  baseUrl: string,
  items: readonly { name: string; url: string }[],
  offset = 0,
): JsonLdNode {
  return {
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      name: item.name,
      url: absoluteUrl(baseUrl, item.url),
    })),
  };
}

export interface ProductJsonLdInput {
  id: string;
  name: string;
  url: string;
  description?: string;
  images: readonly string[];
  brand: string;
  currency: string;
  /** Lowest and highest current price in major units; null when the product has no price. */
  price: { low: number; high: number } | null;
  inStock: boolean;
  /** Shown only when the product has at least one review. */
  rating?: { value: number; count: number } | null;
}

/** Product with its Offer (or AggregateOffer for a price range) and AggregateRating. */
export function productJsonLd(baseUrl: string, product: ProductJsonLdInput): JsonLdNode {
  const url = absoluteUrl(baseUrl, product.url);
  const availability = product.inStock
    ? 'https://schema.org/InStock'
    : 'https://schema.org/OutOfStock';
  const offers = product.price
    ? product.price.low === product.price.high
      ? {
          '@type': 'Offer',
          url,
          price: product.price.low.toFixed(2),
          priceCurrency: product.currency,
          availability,
        }
      : {
          '@type': 'AggregateOffer',
          url,
          lowPrice: product.price.low.toFixed(2),
          highPrice: product.price.high.toFixed(2),
          priceCurrency: product.currency,
          availability,
        }
    : undefined;
  return {
    '@type': 'Product',
    sku: product.id,
    name: product.name,
    url,
    description: product.description,
    image: product.images.map((image) => absoluteUrl(baseUrl, image)),
    brand: { '@type': 'Brand', name: product.brand },
    ...(offers ? { offers } : {}),
    ...(product.rating && product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.value,
            reviewCount: product.rating.count,
          },
        }
      : {}),
  };
}

/** The home page's site node with a search box for search engines (sitelinks search). */
export function webSiteJsonLd(baseUrl: string, name: string, searchPath: string): JsonLdNode {
  return {
    '@type': 'WebSite',
    name,
    url: absoluteUrl(baseUrl, '/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: `${absoluteUrl(baseUrl, searchPath)}?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
}

export interface StoreJsonLdInput {
  name: string;
  url: string;
  telephone: string;
  email: string;
  address: {
    street: string;
    city: string;
    postalCode: string;
    region: string | null;
    countryCode: string;
  };
  latitude: number;
  longitude: number;
  /** Opening hours by schema.org day name ("Monday"), "HH:MM"; closed days left out. */
  hours: readonly { day: string; opens: string; closes: string }[];
}

/** A physical store: its address, position, contact and opening hours. */
export function storeJsonLd(baseUrl: string, store: StoreJsonLdInput): JsonLdNode {
  return {
    '@type': 'Store',
    name: store.name,
    url: absoluteUrl(baseUrl, store.url),
    telephone: store.telephone,
    email: store.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: store.address.street,
      addressLocality: store.address.city,
      postalCode: store.address.postalCode,
      ...(store.address.region ? { addressRegion: store.address.region } : {}),
      addressCountry: store.address.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude },
    openingHoursSpecification: store.hours.map((entry) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${entry.day}`,
      opens: entry.opens,
      closes: entry.closes,
    })),
  };
}

export interface ArticleJsonLdInput {
  title: string;
  description?: string;
  url: string;
  image: string;
  /** `YYYY-MM-DD`. */
  datePublished: string;
  dateModified: string;
  keywords: readonly string[];
  brand: string;
}

/** An editorial article, published by the brand (Google's Article rich result). */
export function articleJsonLd(baseUrl: string, article: ArticleJsonLdInput): JsonLdNode {
  const brand = { '@type': 'Organization', name: article.brand, url: absoluteUrl(baseUrl, '/') };
  return {
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    url: absoluteUrl(baseUrl, article.url),
    mainEntityOfPage: absoluteUrl(baseUrl, article.url),
    image: [absoluteUrl(baseUrl, article.image)],
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    keywords: article.keywords.join(', '),
    author: brand,
    publisher: brand,
  };
}
