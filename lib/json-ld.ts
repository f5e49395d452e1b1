import 'server-only';
import type {
  BlogPosting,
  BreadcrumbList,
  Course as CourseSchema,
  EducationalOrganizationLeaf,
  Event as EventSchema,
  ItemAvailability,
  ItemList,
  LocalBusinessLeaf,
  MergeLeafTypes,
  PostalAddress as PostalAddressSchema,
  WithContext,
} from 'schema-dts';
import { site } from '@/content/site';
import { type Course, type CourseClass, type Places, type Post } from '@/content/schema';
import { EVENT_IMAGE_MIN_WIDTH } from '@/content/rules/events';
import { priceSummary } from '@/content/rules/payment-terms';
import { policies } from '@/content/policies';
import { absoluteUrl } from './metadata';
import { coursePath } from './courses';
import { postPath } from './posts';
import { shareImagePath } from './indexable-pages';
import { classLabel, classStart, upcomingClassesOf } from './upcoming-classes';

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

/** How many places a class has left, in schema.org's words. */
const AVAILABILITY: Readonly<Record<Places, ItemAvailability>> = {
  aberta: 'https://schema.org/InStock',
  'últimas vagas': 'https://schema.org/LimitedAvailability',
  esgotada: 'https://schema.org/SoldOut',
};

/**
 * The picture of a course's classes for Google's event results: the course's own picture when it is wide enough
 * (EVENT_IMAGE_MIN_WIDTH; a file of public/, so of the build), or else the course page's share image (1200 px wide,
 * drawn by the build).
 */
function eventImage(course: Course): string {
  return absoluteUrl(
    course.image.width >= EVENT_IMAGE_MIN_WIDTH ? course.image.src : shareImagePath(coursePath(course)),
  );
}

/**
 * A class of a course as an Event, for Google's event results: its start in Londrina's time with the offset, the
 * school as place and organiser, the course's picture and page; an Offer only when the class states a price (its
 * cash price, in reais, with the instalments and terms the page shows in its description), available as the class's
 * places say, at the course page. Built from the same class the course page lists.
 */
export function courseClassEventJsonLd(course: Course, courseClass: CourseClass): WithContext<EventSchema> {
  const url = absoluteUrl(coursePath(course));
  // The cash price: the one figure schema.org's Offer holds; the instalments, their total, interest and the school's
  // terms go in its description, in the page's words (content/rules/payment-terms.ts).
  const { price } = courseClass;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    '@id': `${url}#turma-${courseClass.startDate}-${courseClass.startTime.replace(':', '')}`,
    name: `${course.title}: ${classLabel(courseClass)}`,
    description: course.description,
    url,
    image: [eventImage(course)],
    inLanguage: 'pt-BR',
    startDate: classStart(courseClass),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'Place', name: site.name, address: postalAddress() },
    organizer: { '@type': 'EducationalOrganization', '@id': ORGANIZATION_ID, name: site.name, url: site.url },
    ...(price === undefined
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            price: price.cash,
            priceCurrency: 'BRL',
            description: priceSummary(price, policies.payment),
            availability: AVAILABILITY[courseClass.places],
            url,
          },
        }),
  };
}

/**
 * The Events of a course's classes still to start (lib/upcoming-classes.ts), each with its class: what the course page publishes
 * and what the page report checks, from this one function.
 */
export function courseClassEvents(
  course: Course,
  classes: readonly CourseClass[] = upcomingClassesOf(course.slug),
): { courseClass: CourseClass; event: WithContext<EventSchema> }[] {
  return classes.map((courseClass) => ({ courseClass, event: courseClassEventJsonLd(course, courseClass) }));
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
