import { formatAddress, formatAddressLines } from './address';

const address = {
  street: 'Av. Tiradentes, 1450',
  district: 'Jardim Shangri-Lá',
  city: 'Londrina',
  state: 'PR',
  postalCode: '86070-000',
  country: 'BR',
};

describe('address formatting', () => {
  it('splits the address into street and city lines', () => {
    expect(formatAddressLines(address)).toEqual([
      'Av. Tiradentes, 1450 – Jardim Shangri-Lá',
      'Londrina – PR, 86070-000',
    ]);
  });

  it('joins the lines for one-line use', () => {
    expect(formatAddress(address)).toBe('Av. Tiradentes, 1450 – Jardim Shangri-Lá, Londrina – PR, 86070-000');
  });
});

describe('site identity (content/site.ts)', () => {
  // Imported lazily so the address tests above stay independent of the content.
  const { site } = jest.requireActual<typeof import('@/content/site')>('@/content/site');

  it('holds the spec constants', () => {
    expect(site.enrolmentYear).toBe(2025);
    expect(site.nextClass).toBe('Setembro de 2025');
    expect(site.stats.map((stat) => stat.value)).toEqual(['300+', '15+', '6 meses', '98%']);
    expect(site.experienceStatement).toMatch(/mais de 15 anos/);
    expect(site.address.city).toBe('Londrina');
    expect(site.address.state).toBe('PR');
  });

  it('has placeholder social links for Facebook, Instagram and LinkedIn', () => {
    expect(site.social.map((link) => link.network)).toEqual(['facebook', 'instagram', 'linkedin']);
  });

  it('uses a Londrina phone number (area code 43) and a site URL without trailing slash', () => {
    expect(site.phone).toMatch(/^\(43\)/);
    expect(site.url).not.toMatch(/\/$/);
  });
});
