import 'server-only';
import { parseCollection } from './collection';
import { readYamlList } from './files';
import { testimonialSchema } from './schema';

/** Former students' testimonials shown on the home and /depoimentos pages: content/testimonials.yaml. */
const TESTIMONIALS_FILE = 'content/testimonials.yaml';

export const testimonials = parseCollection(
  { name: 'depoimentos', file: TESTIMONIALS_FILE, schema: testimonialSchema, key: 'author' },
  readYamlList(TESTIMONIALS_FILE, 'testimonials'),
);
