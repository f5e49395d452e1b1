'use client';

import { useEffect } from 'react';
import { ErrorNotice } from '@/components/errors/error-notice';
import './globals.css';

/**
 * The end of every page title (TITLE_SUFFIX of content/site.ts). This client page cannot read the content files:
 * next.config.mjs reads the short name from content/site.yaml and inlines it at build.
 */
const TITLE_SUFFIX = process.env.SITE_SHORT_NAME ? ` | ${process.env.SITE_SHORT_NAME}` : '';

interface GlobalErrorProps {
  error: unknown;
  retry: () => void;
}

/**
 * An error in the root layout itself (header, footer…): Next.js replaces the whole document with this one, so
 * it has its own <html> and <body>, in pt-BR, with the site's styles and the same message and links back.
 * Its code loads with every page, so it leaves out the font classes (app/fonts.ts would add their code to it):
 * its text is set in the system fonts that app/globals.css falls back to.
 */
export default function GlobalError({ error, retry }: GlobalErrorProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="pt-BR">
      <body className="flex min-h-screen flex-col">
        <title>{`Algo deu errado${TITLE_SUFFIX}`}</title>
        <main className="flex-1">
          <ErrorNotice retry={retry} />
        </main>
      </body>
    </html>
  );
}
