import { scriptLiteral } from '@/lib/script-literal';

interface JsonLdProps {
  data: object;
}

/** Structured data in the page's HTML, where crawlers read it without running JavaScript. */
export function JsonLd({ data }: JsonLdProps) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptLiteral(data) }} />;
}
