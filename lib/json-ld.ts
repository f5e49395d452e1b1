import 'server-only';
import type {
  BlogPosting,
  BreadcrumbList,
  Course as CourseSchema,
  EducationalOrganizationLeaf,
  ItemList,
  LocalBusinessLeaf,
  MergeLeafTypes,
  PostalAddress as PostalAddressSchema,
  WithContext,
} from 'schema-dts';
import { site } from '@/content/site';
import type { Course, Post } from '@/content/schema';
import { absoluteUrl } from './metadata';
import { coursePath } from './courses';
import { postPath } from './posts';
import { shareImagePath } from './indexable-pages';

/**
 * Structured data built from the same content objects the pages render, so it never drifts from what
 * visitors see.
 */
export const ORGANIZATION_ID = `${site.url}/#escola`;

type SchoolSchema = MergeLeafTypes<[EducationalOrganizationLeaf, LocalBusinessLeaf]>;

function postalAddress(): PostalAddressSchema {
  return {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    addressLocality: site.address.city,
    addressRegion: site.address.state,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  };
}

/** The school as EducationalOrganization + LocalBusiness, on every page. */
export function schoolJsonLd(): WithContext<SchoolSchema> {
  return {
    '@context': 'https://schema.org',
    '@type': ['EducationalOrganization', 'LocalBusiness'],
    '@id': ORGANIZATION_ID,
    name: site.name,
    alternateName: site.shortName,
    description: site.description,
    url: site.url,
    logo: absoluteUrl('/images/logo.png'),
    image: absoluteUrl(shareImagePath('/')),
    telephone: site.phone,
    email: site.email,
    address: postalAddress(),
    foundingDate: String(site.foundingYear),
    areaServed: 'Londrina e região, Paraná',
    // Placeholder profiles ("#") are not real profiles: listed only once the school fills them in.
    sameAs: site.social.map((link) => link.href).filter((href) => /^https?:\/\//.test(href)),
  };
}

export function courseJsonLd(course: Course): WithContext<CourseSchema> {
  const url = absoluteUrl(coursePath(course));
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': `${url}#curso`,
    name: course.title,
    description: course.description,
    url,
    image: absoluteUrl(course.image.src),
    inLanguage: 'pt-BR',
    educationalCredentialAwarded: 'Certificado de conclusão',
    provider: { '@id': ORGANIZATION_ID },
    syllabusSections: course.modules.map((module) => ({ '@type': 'Syllabus', name: module })),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'onsite',
      courseWorkload: course.duration,
      instructor: { '@type': 'Person', name: course.instructor },
      location: { '@type': 'Place', name: site.name, address: postalAddress() },
    },
  };
}

export function courseListJsonLd(courses: readonly Course[]): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Cursos',
    numberOfItems: courses.length,
    itemListElement: courses.map((course, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absoluteUrl(coursePath(course)),
      name: course.title,
    })),
  };
}

export function blogPostingJsonLd(post: Post): WithContext<BlogPosting> {
  const url = absoluteUrl(postPath(post));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#artigo`,
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: url,
    image: [absoluteUrl(post.image.src), absoluteUrl(shareImagePath(postPath(post)))],
    datePublished: post.date,
    inLanguage: 'pt-BR',
    articleSection: post.category,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@id': ORGANIZATION_ID },
  };
}

export interface BreadcrumbStep {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(steps: readonly BreadcrumbStep[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(step.path),
    })),
  };
}
