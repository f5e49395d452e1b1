import 'server-only';
import { z } from 'zod';
import { parseCollection, parseEntry } from './collection';
import { readYamlFile, yamlList } from './files';
import { commitmentSchema, featureCardSchema, text } from './schema';

/** The /porque-escolher page: content/reasons.yaml (the intro, the reason cards and the commitment section). */
const REASONS_FILE = 'content/reasons.yaml';

const page = parseEntry(
  REASONS_FILE,
  z.strictObject({ intro: text(), reasons: yamlList(), commitment: commitmentSchema }),
  readYamlFile(REASONS_FILE),
);

/** Intro paragraph of the /porque-escolher page header. */
export const whyChooseIntro: string = page.intro;

/** The four reason cards of the /porque-escolher page. */
export const reasons = parseCollection(
  { name: 'motivos', file: REASONS_FILE, schema: featureCardSchema, key: 'title', unique: ['id'] },
  page.reasons,
);

/** The commitment section of the /porque-escolher page. */
export const commitment = page.commitment;
