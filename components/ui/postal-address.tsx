import { site } from '@/content/site';
import { formatAddressLines } from '@/lib/address';

/** The school's street address as an <address>, one line per part. */
export function PostalAddress() {
  return (
    <address className="not-italic">
      {formatAddressLines(site.address).map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
