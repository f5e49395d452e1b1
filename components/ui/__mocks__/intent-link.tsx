import type { ReactNode } from 'react';

/** IntentLink prefetches through the app router, which a unit test has not: a plain link stands in for it. */
export function IntentLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
