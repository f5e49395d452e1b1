import 'server-only';
import { parseCollection } from './collection';
import { readYamlList } from './files';
import { featureCardSchema } from './page-schemas';

/** The six benefit cards of the home page: content/benefits.yaml. */
export const BENEFITS_FILE = 'content/benefits.yaml';
/** The field of the file that holds the list ("benefits:", one "- " per item). */
export const BENEFITS_LIST_FIELD = 'benefits';

export const benefits = parseCollection(
  { name: 'benefícios', file: BENEFITS_FILE, schema: featureCardSchema, key: 'title', unique: ['id'] },
  readYamlList(BENEFITS_FILE, BENEFITS_LIST_FIELD),
);
