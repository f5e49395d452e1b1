import 'server-only';
import { ContentError, parseCollection } from './collection';
import { readYamlList } from './files';
import { SECTION_IDS, sectionHeadingSchema, type SectionHeadingText, type SectionId } from './page-schemas';

/** The headings of the pages and sections that have no content file of their own: content/sections.yaml. */
export const SECTIONS_FILE = 'content/sections.yaml';
/** The field of the file that holds the list ("sections:", one "- " per item). */
export const SECTIONS_LIST_FIELD = 'sections';

const sections = parseCollection(
  { name: 'seções', file: SECTIONS_FILE, schema: sectionHeadingSchema, key: 'id' },
  readYamlList(SECTIONS_FILE, SECTIONS_LIST_FIELD),
);
/** The texts of one heading of the site. */
export function sectionHeading(id: SectionId): SectionHeadingText {
  const section = sections.find((candidate) => candidate.id === id);
  if (!section) throw new ContentError(SECTIONS_FILE, SECTIONS_LIST_FIELD, `falta o item "${id}"`);
  return section;
}

/**
 * The texts of a heading whose title is here (not in another content file), as a heading component takes them: the
 * title is required.
 */
export function titledSection(id: SectionId): { eyebrow: string; title: string; intro?: string } {
  const { eyebrow, title, intro } = sectionHeading(id);
  if (title === undefined)
    throw new ContentError(`${SECTIONS_FILE} → "${id}"`, 'title', 'é obrigatório e não pode ficar vazio');
  return intro === undefined ? { eyebrow, title } : { eyebrow, title, intro };
}

// Every place of the site has its heading: a missing one stops the build here, naming it.
SECTION_IDS.forEach(sectionHeading);
