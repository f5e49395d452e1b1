'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/**
 * A Next.js link that prefetches its route when the visitor shows intent (pointer over it, a touch, keyboard focus)
 * instead of as soon as it scrolls into view: a page no longer downloads the code and data of every route it
 * links to, which spares the visitor's mobile data and the page's own load. `prefetch={false}` turns off the
 * viewport (and Next's own hover) prefetch; router.prefetch() asks for the route once, the router caches it.
 */
export function IntentLink({ href, onMouseEnter, onTouchStart, onFocus, ...props }: IntentLinkProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
    />
  );
}
