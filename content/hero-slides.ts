import 'server-only';
import { parseCollection } from './collection';
import { readYamlList } from './files';
import { heroSlideSchema } from './page-schemas';

/**
 * Slides of the home hero carousel: content/hero-slides.yaml. Their slugs intentionally differ from the course
 * slugs (client's specification), so some call-to-action links lead to the not-found redirect.
 */
export const HERO_SLIDES_FILE = 'content/hero-slides.yaml';
/** The field of the file that holds the list ("slides:", one "- " per item). */
export const HERO_SLIDES_LIST_FIELD = 'slides';

export const heroSlides = parseCollection(
  { name: 'slides do banner', file: HERO_SLIDES_FILE, schema: heroSlideSchema, key: 'slug' },
  readYamlList(HERO_SLIDES_FILE, HERO_SLIDES_LIST_FIELD),
);
