import 'server-only';
import { parseCollection } from './collection';
import { readYamlList } from './files';
import { staticPageSchema } from './schema';

/**
 * Title, description and share-image text of every page that is not a course or a blog post: content/pages.yaml,
 * which marketing edits. Courses and posts take theirs from their own files (content/courses/, content/posts/).
 */
const PAGES_FILE = 'content/pages.yaml';

export const staticPages = parseCollection(
  { name: 'páginas', file: PAGES_FILE, schema: staticPageSchema, key: 'path', unique: ['title', 'description'] },
  readYamlList(PAGES_FILE, 'pages'),
);
