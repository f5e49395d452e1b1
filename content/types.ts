/**
 * The shapes of every piece of site content. Content modules in this folder export typed data;
 * pages read it through the small lookup functions in lib/.
 */

/** An image with its real pixel size. `src` is a path under public/ ("/images/…") or an absolute https URL. */
export interface ContentImage {
  src: string;
  width: number;
  height: number;
  /** Describes what the picture shows, in pt-BR. */
  alt: string;
}

export interface Course {
  id: number;
  title: string;
  /** Shorter title for search results and share cards when `title` is too long (at most 47 characters). */
  seoTitle?: string;
  slug: string;
  /** One or two sentences for cards and the meta description. */
  description: string;
  /** Several paragraphs for the course page, separated by blank lines. */
  longDescription: string;
  image: ContentImage;
  category: string;
  /** Free text, shown as written (e.g. "6 meses"). */
  duration: string;
  instructor: string;
  /** Free text; every course currently says "Sob Consulta". */
  price: string;
  modules: string[];
}

/** A slide of the home hero. Its slug deliberately differs from the course slugs (client's spec). */
export interface HeroSlide {
  slug: string;
  mainTitle: string;
  courseTitle: string;
  description: string;
  image: ContentImage;
}

export interface BlogPost {
  slug: string;
  title: string;
  /** Shorter title for search results and share cards when `title` is too long (at most 47 characters). */
  seoTitle?: string;
  excerpt: string;
  author: string;
  /** Date as shown to visitors, e.g. "12 de agosto de 2025". */
  date: string;
  /** The same date in ISO form (YYYY-MM-DD), for machines. */
  publishedAt: string;
  category: string;
  image: ContentImage;
  /** Trusted HTML written by the school (headings, paragraphs, lists). */
  content: string;
}

export type StarRating = 1 | 2 | 3 | 4 | 5;

export interface Testimonial {
  quote: string;
  author: string;
  /** The author's role or course, e.g. "Técnico em Refrigeração – Turma 2024". */
  title: string;
  rating: StarRating;
  image: ContentImage;
}

/** Icons available to feature cards; mapped to lucide-react components in components/ui/feature-icon.tsx. */
export type FeatureIconName =
  | 'graduation-cap'
  | 'wrench'
  | 'users'
  | 'award'
  | 'briefcase'
  | 'clock'
  | 'shield-check'
  | 'snowflake'
  | 'thermometer'
  | 'zap'
  | 'heart-handshake'
  | 'target'
  | 'eye'
  | 'gem'
  | 'building';

export interface FeatureCard {
  id: number;
  title: string;
  description: string;
  icon: FeatureIconName;
}

export interface Stat {
  /** Shown large, e.g. "300+". */
  value: string;
  label: string;
}

export type SocialNetwork = 'facebook' | 'instagram' | 'linkedin';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  /** Placeholder until the school has its profiles ("#"). */
  href: string;
}

export interface PostalAddress {
  street: string;
  district: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export interface SiteConfig {
  /** Full name, used in the footer, copyright line and structured data. */
  name: string;
  /** Short name used in the page-title template. */
  shortName: string;
  tagline: string;
  description: string;
  /** Public origin without trailing slash, from NEXT_PUBLIC_SITE_URL. */
  url: string;
  email: string;
  phone: string;
  /** Phone in E.164 form for tel: links. */
  phoneHref: string;
  /** WhatsApp number for wa.me chat links: digits only, country and area code first (55 43 …). */ whatsapp: string;
  address: PostalAddress;
  mapEmbedUrl: string;
  social: SocialLink[];
  foundingYear: number;
  yearsInMarket: string;
  experienceStatement: string;
  enrolmentYear: number;
  nextClass: string;
  stats: Stat[];
  logo: ContentImage;
}

/** Mission, vision and values of the about page. */
export interface AboutContent {
  heading: string;
  intro: string;
  history: string[];
  pillars: FeatureCard[];
}

export interface Commitment {
  heading: string;
  text: string;
  points: string[];
}

/** Search and share texts of a page that is not a course or a post (those take theirs from their own entry). */
export interface StaticPageSeo {
  /** The route, e.g. "/sobre" ("/" for home). */
  path: string;
  /** Title without the site name, which is added after it (" | Frio Norte"), unless `absoluteTitle`. */
  title: string;
  absoluteTitle?: boolean;
  /** The meta description: 70 to 160 characters, unique per page. */
  description: string;
  /** Small text above the title on the share image. */
  shareEyebrow: string;
}
