'use client';

import { useEffect } from 'react';
import { ErrorNotice } from '@/components/errors/error-notice';

interface ErrorPageProps {
  error: unknown;
  retry: () => void;
}

/**
 * Any error while rendering a page after it loaded (hydration, a client component): the root layout stays
 * (header, menu, footer), and the page's content is replaced by a pt-BR message with a way back.
 */
export default function ErrorPage({ error, retry }: ErrorPageProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorNotice retry={retry} />;
}
