import { scriptLiteral } from '@/lib/script-literal';

interface JsonLdProps {
  data: object;
}

/** Structured data in the page's HTML, where crawlers read it without running JavaScript. */
export function JsonLd({ data }: JsonLdProps) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptLiteral(data) }} />;
}

/** Data for an inline script of the page, as a JSON block it reads by id (the browser runs no JSON block). */
export function JsonData({ id, data }: { id: string; data: unknown }) {
  return <script type="application/json" id={id} dangerouslySetInnerHTML={{ __html: scriptLiteral(data) }} />;
}
