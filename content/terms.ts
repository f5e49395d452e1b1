import 'server-only';
import { parseEntry } from './collection';
import { readYamlFile } from './files';
import { termsSchema } from './terms-schema';

/** The school's own words of the terms of enrolment (/termos-de-inscricao): content/terms.yaml. */
export const TERMS_FILE = 'content/terms.yaml';

export const terms = parseEntry(TERMS_FILE, termsSchema, readYamlFile(TERMS_FILE));
