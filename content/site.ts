import 'server-only';
import { parseEntry } from './collection';
import { readYamlFile } from './files';
import { siteSchema, type SiteConfig } from './site-schema';
import { SITE_URL_VARIABLE, siteUrlFromEnvironment } from './site-url';

/**
 * The school's identity, in one place: content/site.yaml, which marketing edits. Name, e-mail, phone and
 * address are placeholders chosen for this site: the school replaces them there.
 *
 * The public URL is not in the file: it is a property of the deployment, not content, so it comes from
 * SITE_URL, with the default of content/site-url.ts.
 */

/** The school's identity, as marketing edits it (every field but the URL). */
export const SITE_FILE = 'content/site.yaml';

// Every field but the URL; a `url:` written in the file is refused as an unknown field rather than ignored.
const fromFile = parseEntry(SITE_FILE, siteSchema.omit({ url: true }), readYamlFile(SITE_FILE));

// The URL, checked by the schema's own rule; a problem names its variable.
const { url } = parseEntry(SITE_URL_VARIABLE, siteSchema.pick({ url: true }), { url: siteUrlFromEnvironment() });

export const site: SiteConfig = { ...fromFile, url };

/** Added to every page's title in search results, tabs and share cards; it counts in the 60 characters. */
export const TITLE_SUFFIX = ` | ${site.shortName}`;
