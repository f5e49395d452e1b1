import 'server-only';
import { parseCollection, parseEntry } from './collection';
import { readYamlFile, yamlList } from './files';
import { featureCardSchema, reasonsPageSchema } from './page-schemas';

/** The /porque-escolher page: content/reasons.yaml (the intro, the reason cards and the commitment section). */
export const REASONS_FILE = 'content/reasons.yaml';

// The cards are read as a plain list here and checked one by one below, so that a problem names its card
// ("content/reasons.yaml → "…"") and a repeated id is found.
const page = parseEntry(REASONS_FILE, reasonsPageSchema.extend({ reasons: yamlList() }), readYamlFile(REASONS_FILE));

/** Intro paragraph of the /porque-escolher page header. */
export const whyChooseIntro: string = page.intro;

/** The four reason cards of the /porque-escolher page. */
export const reasons = parseCollection(
  { name: 'motivos', file: REASONS_FILE, schema: featureCardSchema, key: 'title', unique: ['id'] },
  page.reasons,
);

/** The commitment section of the /porque-escolher page. */
export const commitment = page.commitment;
