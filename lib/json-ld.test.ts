import { courses } from '@/content/courses';
import { posts } from '@/content/posts';
import { site } from '@/content/site';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  courseJsonLd,
  courseListJsonLd,
  ORGANIZATION_ID,
  schoolJsonLd,
} from './json-ld';

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
      address: { '@type': 'PostalAddress', addressLocality: 'Londrina', addressRegion: 'PR', postalCode: site.address.postalCode },
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
      courses.map((item, index) => expect.objectContaining({ position: index + 1, url: `${site.url}/cursos/${item.slug}` })),
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
    expect(breadcrumbJsonLd([{ name: 'Início', path: '/' }, { name: 'Blog', path: '/blog' }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Início', item: site.url },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${site.url}/blog` },
    ]);
  });
});
