import 'server-only';
import { parseCollection } from './collection';
import { readYamlList } from './files';
import { staticPageSchema } from './schema';

/**
 * Title, description and share-image text of every page that is not a course or a blog post: content/pages.yaml,
 * which marketing edits. Courses and posts take theirs from their own files (content/courses/, content/posts/).
 */
export const PAGES_FILE = 'content/pages.yaml';
/** The field of the file that holds the list ("pages:", one "- " per item). */
export const PAGES_LIST_FIELD = 'pages';

export const staticPages = parseCollection(
  { name: 'páginas', file: PAGES_FILE, schema: staticPageSchema, key: 'path', unique: ['title', 'description'] },
  readYamlList(PAGES_FILE, PAGES_LIST_FIELD),
);
