import { site } from '@/content/site';
import { formatAddress } from '@/lib/site';

export function LocationMap() {
  return (
    <iframe
      src={site.mapEmbedUrl}
      title={`Mapa: ${site.name}, ${formatAddress(site.address)}`}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      className="aspect-[4/3] w-full rounded-card border-0 bg-ice-100 shadow-card"
    />
  );
}
