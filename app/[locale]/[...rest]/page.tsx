import { notFound } from 'next/navigation';

/** Unknown paths under a locale get the localized 404 page inside the site's layout. */
export default function UnknownPage() {
  notFound();
}
