import 'server-only';
import { parseEntry } from './collection';
import { readYamlFile } from './files';
import { policiesSchema } from './course-decision-schema';

/** The school's policies, the same on every course page: content/policies.yaml. */
export const POLICIES_FILE = 'content/policies.yaml';

export const policies = parseEntry(POLICIES_FILE, policiesSchema, readYamlFile(POLICIES_FILE));
