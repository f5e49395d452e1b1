import { site } from '@/content/site';
import { formatAddress } from '@/lib/address';

/**
 * The Google Maps embed: the one outside origin the Content-Security-Policy allows (frame-src in
 * content/rules/serving.ts). Sandboxed as far as the embed still works: it runs its own scripts on its own
 * origin and opens "Ver mapa ampliado" / directions in a new, unsandboxed tab; no forms, no top navigation,
 * no downloads, no modals.
 */
export function LocationMap() {
  return (
    <iframe
      src={site.mapEmbedUrl}
      title={`Mapa: ${site.name}, ${formatAddress(site.address)}`}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      className="aspect-[4/3] w-full rounded-card border-0 bg-ice-100 shadow-card"
    />
  );
}
