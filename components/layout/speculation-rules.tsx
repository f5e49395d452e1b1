import { cmsPage } from '@/content/rules/serving';

/**
 * Same-site pages are prefetched when a visitor hovers a link (or touches it, on a phone): the framework, which
 * would prefetch them, only arrives with a first interaction, and a link followed before that is a page load.
 * Browsers without speculation rules ignore the script. Hashed into the page's policy by the build.
 */
const rules = {
  prefetch: [
    {
      where: { and: [{ href_matches: '/*' }, { not: { href_matches: `${cmsPage}*` } }] },
      eagerness: 'moderate',
    },
  ],
};

export function SpeculationRules() {
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(rules) }} />;
}
