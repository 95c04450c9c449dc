'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, type ComponentProps } from 'react';
import { isCurrentPage, type CurrentPageMatch } from '@/lib/content/current-page';

type Props = Omit<ComponentProps<typeof Link>, 'href'> & { href: string; match: CurrentPageMatch };

/**
 * A link marked `aria-current="page"` when it leads to the page being shown. Shared server
 * components know the path but not the query, so the browser's address decides; the query
 * is read under Suspense, as a statically rendered page learns it only in the browser.
 */
export function CurrentPageLink({ match, ...props }: Props) {
  if (match === 'path') return <PathMatchedLink {...props} />;
  return (
    <Suspense fallback={<Link {...props} />}>
      <QueryMatchedLink {...props} />
    </Suspense>
  );
}

function PathMatchedLink(props: Omit<Props, 'match'>) {
  const pathname = usePathname();
  const current = isCurrentPage(props.href, { pathname, search: new URLSearchParams() }, 'path');
  return <Link {...props} aria-current={current ? 'page' : undefined} />;
}

function QueryMatchedLink(props: Omit<Props, 'match'>) {
  const pathname = usePathname();
  const search = useSearchParams();
  const current = isCurrentPage(
    props.href,
    { pathname, search: new URLSearchParams(search.toString()) },
    'path-and-query',
  );
  return <Link {...props} aria-current={current ? 'page' : undefined} />;
}
