import { serializeJsonLd, type JsonLdNode } from '@/lib/seo/json-ld';

/** Structured data for search engines; render it anywhere in a server component. */
export function JsonLd({ data }: { data: JsonLdNode | JsonLdNode[] }) {
  return (
    <script
      type="application/ld+json"
      // The serializer escapes `<`, so the content cannot end the script early.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
