import { z } from 'zod';
import { sizedImageSchema, text } from './fields';

/** The school's identity: content/site.yaml, read and checked by content/site.ts. */

export const socialNetworks = ['facebook', 'instagram', 'linkedin'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const postalAddressSchema = z.strictObject({
  street: text(),
  district: text(),
  city: text(),
  state: text(),
  postalCode: text(),
  country: text(),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

export const siteSchema = z.strictObject({
  /** Full name, used in the footer, copyright line and structured data. */
  name: text(),
  /** Short name, the end of every page title (TITLE_SUFFIX). */
  shortName: text(),
  tagline: text(),
  description: text(),
  /** Public origin without trailing slash, from NEXT_PUBLIC_SITE_URL. */
  url: text().regex(/^https?:\/\/[^/]+(?:\/.*[^/])?$/, 'use uma URL http(s) sem barra no final'),
  email: text(),
  phone: text(),
  /** Phone in E.164 form for tel: links. */
  phoneHref: text().regex(/^\+\d{8,15}$/, 'use o formato +55DDNNNNNNNN'),
  /** WhatsApp number for wa.me chat links: digits only, country and area code first (55 43 …). */
  whatsapp: text().regex(/^[1-9]\d{9,14}$/, 'use só dígitos, com país e DDD: 5543NNNNNNNNN'),
  address: postalAddressSchema,
  mapEmbedUrl: text(),
  social: z.array(
    z.strictObject({
      network: z.enum(socialNetworks),
      label: text(),
      /** Placeholder until the school has its profiles ("#"). */
      href: text(),
    }),
  ),
  foundingYear: z.number().int(),
  yearsInMarket: text(),
  experienceStatement: text(),
  enrolmentYear: z.number().int(),
  nextClass: text(),
  stats: z.array(z.strictObject({ /** Shown large, e.g. "300+". */ value: text(), label: text() })),
  logo: sizedImageSchema,
});
export type SiteConfig = z.infer<typeof siteSchema>;
