import 'server-only';
import { parseEntry } from './collection';
import { readYamlFile } from './files';
import { aboutSchema } from './page-schemas';

/** Content of the /sobre page: content/about.yaml. */
export const ABOUT_FILE = 'content/about.yaml';

export const about = parseEntry(ABOUT_FILE, aboutSchema, readYamlFile(ABOUT_FILE));
