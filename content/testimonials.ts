import 'server-only';
import { parseCollection } from './collection';
import { readYamlList } from './files';
import { testimonialSchema } from './page-schemas';

/** Former students' testimonials shown on the home and /depoimentos pages: content/testimonials.yaml. */
export const TESTIMONIALS_FILE = 'content/testimonials.yaml';
/** The field of the file that holds the list ("testimonials:", one "- " per item). */
export const TESTIMONIALS_LIST_FIELD = 'testimonials';

export const testimonials = parseCollection(
  { name: 'depoimentos', file: TESTIMONIALS_FILE, schema: testimonialSchema, key: 'author' },
  readYamlList(TESTIMONIALS_FILE, TESTIMONIALS_LIST_FIELD),
);
