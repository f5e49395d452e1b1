import { existsSync } from 'node:fs';
import path from 'node:path';
import { courses } from '@/content/courses';
import { pixelSize, PUBLIC_DIRECTORY } from '@/content/image-files';
import { posts } from '@/content/posts';
import { EVENT_IMAGE_MIN_WIDTH } from '@/content/rules/events';
import { enrolmentFeeText, lateTerms } from '@/content/rules/payment-terms';
import { policies } from '@/content/policies';
import type { CourseClass } from '@/content/schema';
import { sampleClass } from '@/content/__fixtures__/course-class';
import { site } from '@/content/site';
import { courseClasses } from '@/content/course-classes';
import { buildTime } from './build-time';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  courseClassEventJsonLd,
  courseClassEvents,
  courseJsonLd,
  courseListJsonLd,
  ORGANIZATION_ID,
  schoolJsonLd,
} from './json-ld';
import { upcomingClassesOf } from './upcoming-classes';

const [course] = courses;
const [post] = posts;
if (!course || !post) throw new Error('content missing');

describe('schoolJsonLd', () => {
  it('describes the school as an educational organisation and local business in Londrina-PR', () => {
    const school = schoolJsonLd();
    expect(school['@type']).toEqual(['EducationalOrganization', 'LocalBusiness']);
    expect(school).toMatchObject({
      '@id': ORGANIZATION_ID,
      name: site.name,
      url: site.url,
      telephone: site.phone,
      email: site.email,
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Londrina',
        addressRegion: 'PR',
        postalCode: site.address.postalCode,
      },
    });
    expect(String(school.logo)).toMatch(/^https:\/\/.+\/images\/logo\.png$/);
  });

  it('lists only real social profiles in sameAs (placeholders "#" are left out)', () => {
    expect(schoolJsonLd().sameAs).toEqual([]);
  });
});

describe('courseJsonLd', () => {
  it('builds the Course from the course content, with an on-site instance and its duration', () => {
    const data = courseJsonLd(course);
    expect(data).toMatchObject({
      '@type': 'Course',
      name: course.title,
      description: course.description,
      inLanguage: 'pt-BR',
      url: `${site.url}/cursos/${course.slug}`,
      provider: { '@id': ORGANIZATION_ID },
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'onsite',
        courseWorkload: course.duration,
        location: { '@type': 'Place', address: { addressLocality: 'Londrina' } },
      },
    });
  });
});

describe('courseListJsonLd', () => {
  it('lists every course in order with its canonical URL', () => {
    const list = courseListJsonLd(courses);
    expect(list.itemListElement).toHaveLength(courses.length);
    expect(list.itemListElement).toEqual(
      courses.map((item, index) =>
        expect.objectContaining({ position: index + 1, url: `${site.url}/cursos/${item.slug}` }),
      ),
    );
  });
});

describe('blogPostingJsonLd', () => {
  it('builds the BlogPosting with an ISO publication date, author and publisher', () => {
    expect(blogPostingJsonLd(post)).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      datePublished: post.date,
      author: { '@type': 'Person', name: post.author },
      publisher: { '@id': ORGANIZATION_ID },
    });
    expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the steps and makes their URLs absolute', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Início', path: '/' },
        { name: 'Blog', path: '/blog' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Início', item: site.url },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${site.url}/blog` },
    ]);
  });
});

describe('courseClassEventJsonLd', () => {
  const evening: CourseClass = sampleClass({ course: course.slug });
  const url = `${site.url}/cursos/${course.slug}`;

  it('announces a class as an Event at the school, starting in Londrina time with its offset', () => {
    expect(courseClassEventJsonLd(course, evening)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      '@id': `${url}#turma-2025-09-08-1900`,
      name: `${course.title}: turma da noite, início em 8 de setembro de 2025`,
      description: course.description,
      url,
      image: [`${site.url}${course.image.src}`],
      inLanguage: 'pt-BR',
      startDate: '2025-09-08T19:00:00-03:00',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: site.name,
        address: expect.objectContaining({
          '@type': 'PostalAddress',
          streetAddress: site.address.street,
          addressLocality: 'Londrina',
        }),
      },
      organizer: { '@type': 'EducationalOrganization', '@id': ORGANIZATION_ID, name: site.name, url: site.url },
      offers: {
        '@type': 'Offer',
        price: 1890,
        priceCurrency: 'BRL',
        availability: 'https://schema.org/InStock',
        url,
        // The same figures and terms as the page's price block (content/rules/payment-terms.ts), in sentences.
        description:
          'R$\u00a01.890,00 à vista ou 10x de R$\u00a0199,00, a 1ª 30 dias após a matrícula (total R$\u00a01.990,00, juros de 0,95% ao mês (12,01% ao ano)). ' +
          `${lateTerms(policies.payment)}. ${enrolmentFeeText(policies.payment.enrolmentFee)}. Sem outras cobranças.`,
      },
    });
  });

  it('offers places only when the class states a price, available as its places say', () => {
    const withoutPrice: CourseClass = { ...evening };
    delete withoutPrice.price;
    expect(courseClassEventJsonLd(course, withoutPrice)).not.toHaveProperty('offers');
    expect(courseClassEventJsonLd(course, { ...evening, places: 'últimas vagas' }).offers).toMatchObject({
      availability: 'https://schema.org/LimitedAvailability',
    });
    expect(courseClassEventJsonLd(course, { ...evening, places: 'esgotada' }).offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
    });
  });

  it(`shows a picture that the build has, at least ${EVENT_IMAGE_MIN_WIDTH} px wide: the course's, or its share image`, () => {
    for (const item of courses) {
      const [image] = courseClassEventJsonLd(item, { ...evening, course: item.slug }).image as string[];
      const file = new URL(image ?? '').pathname;
      expect(image).toBe(`${site.url}${item.image.src}`);
      expect(existsSync(path.join(PUBLIC_DIRECTORY, file))).toBe(true);
      expect(pixelSize(file).width).toBeGreaterThanOrEqual(EVENT_IMAGE_MIN_WIDTH);
    }
    const narrow = { ...course, image: { ...course.image, width: EVENT_IMAGE_MIN_WIDTH - 1 } };
    expect(courseClassEventJsonLd(narrow, evening).image).toEqual([`${site.url}/og/cursos-${course.slug}.jpg`]);
  });

  it("gives a course one Event per class still to start at the build's moment, and none once they have started", () => {
    const before = buildTime({ SITE_BUILD_TIME: '2025-08-20T10:00:00-03:00' });
    for (const item of courses) {
      const classes = upcomingClassesOf(item.slug, courseClasses, before);
      const events = courseClassEvents(item, classes);
      expect(events.map(({ courseClass }) => courseClass)).toEqual(classes);
      expect(events.length).toBeGreaterThan(0);
      for (const { event } of events)
        expect(String(event.startDate)).toMatch(/^2025-\d{2}-\d{2}T\d{2}:\d{2}:00-03:00$/);
    }
    const after = buildTime({ SITE_BUILD_TIME: '2026-01-01T00:00:00-03:00' });
    for (const item of courses)
      expect(courseClassEvents(item, upcomingClassesOf(item.slug, courseClasses, after))).toEqual([]);
  });
});
