'use client';

import { useSyncExternalStore } from 'react';

interface CurrentYearProps {
  /** The year at build time, so the HTML is right without JavaScript. */
  buildYear: number;
}

const subscribeToNothing = () => () => undefined;
const readCurrentYear = () => new Date().getFullYear();

/** Keeps the copyright year current even when the static site was built in an earlier year. */
export function CurrentYear({ buildYear }: CurrentYearProps) {
  const year = useSyncExternalStore(subscribeToNothing, readCurrentYear, () => buildYear);
  return <>{year}</>;
}
