import 'server-only';
import { parseCollection } from './collection';
import { readYamlList } from './files';
import { featureCardSchema } from './schema';

/** The six benefit cards of the home page: content/benefits.yaml. */
const BENEFITS_FILE = 'content/benefits.yaml';

export const benefits = parseCollection(
  { name: 'benefícios', file: BENEFITS_FILE, schema: featureCardSchema, key: 'title', unique: ['id'] },
  readYamlList(BENEFITS_FILE, 'benefits'),
);
