import type { PostalAddress } from '@/content/schema';

/** Address as two display lines: street and district, then city, state and postal code. */
export function formatAddressLines(address: PostalAddress): [string, string] {
  return [`${address.street} – ${address.district}`, `${address.city} – ${address.state}, ${address.postalCode}`];
}

export function formatAddress(address: PostalAddress): string {
  return formatAddressLines(address).join(', ');
}
