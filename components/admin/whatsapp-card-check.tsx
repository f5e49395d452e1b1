import { WHATSAPP_CHECK_ATTRIBUTE, WHATSAPP_CHECK_LABEL } from '@/content/rules/whatsapp-card';

/**
 * The page's WhatsApp card as Meta's crawler reads it (content/rules/whatsapp-card.ts). The facts exist only after
 * the build (the page's final HTML, its share image in out/og/), so this renders a placeholder naming the page, and
 * the post-build step replaces its text with the findings: "Cartão do WhatsApp: ok" and each rule with its verdict
 * (scripts/postbuild/whatsapp-card.ts). The styles here are for what it puts in: a line, then a list.
 */
export function WhatsAppCardCheck({ path }: { path: string }) {
  const placeholder = { [WHATSAPP_CHECK_ATTRIBUTE]: path };
  return (
    <div
      {...placeholder}
      className="text-sm text-navy-900 [&>p]:font-semibold [&>ul]:mt-2 [&>ul]:list-disc [&>ul]:space-y-1 [&>ul]:pl-5"
    >
      <p>{WHATSAPP_CHECK_LABEL}: conferido na publicação</p>
    </div>
  );
}
