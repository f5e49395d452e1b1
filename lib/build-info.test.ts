/** @jest-environment node */
import { isLiveVersion } from '@/content/rules/publication';
import { buildInfo, liveVersion } from './build-info';
import { formatBuiltAt } from './build-time';

describe('the live version', () => {
  it('is the moment of the build, in Brasília time, in words marketing reads', () => {
    expect(formatBuiltAt(new Date('2026-11-26T09:10:00Z'))).toBe('26 de novembro de 2026, 06:10');
    // 01:30 UTC on 1 March is still 28 February in Londrina.
    expect(formatBuiltAt(new Date('2026-03-01T01:30:00Z'))).toBe('28 de fevereiro de 2026, 22:30');
  });

  it('names the commit the host builds, linked on GitHub when the repository is known', () => {
    const sha = '0123456789abcdef0123456789abcdef01234567';
    expect(
      buildInfo({ SITE_BUILD_TIME: '2026-11-26T09:10:00Z', GITHUB_SHA: sha, CMS_GITHUB_REPO: 'escola/site' }),
    ).toEqual({
      builtAt: new Date('2026-11-26T09:10:00Z'),
      commit: sha,
      commitUrl: `https://github.com/escola/site/commit/${sha}`,
    });
    expect(buildInfo({ SITE_BUILD_TIME: '2026-11-26T09:10:00Z', CF_PAGES_COMMIT_SHA: sha }).commitUrl).toBeUndefined();
  });

  it('is written as the version file: the commit, the moment in UTC and the number of pages', () => {
    const sha = '0123456789abcdef0123456789abcdef01234567';
    const version = liveVersion(buildInfo({ SITE_BUILD_TIME: '2026-11-26T06:10:00-03:00', GITHUB_SHA: sha }), 57);
    expect(version).toEqual({ commit: sha, builtAt: '2026-11-26T09:10:00.000Z', pages: 57 });
    expect(isLiveVersion(JSON.parse(JSON.stringify(version)))).toBe(true);
    expect(liveVersion({ builtAt: new Date('2026-11-26T09:10:00Z') }, 3).commit).toBe('');
    expect(isLiveVersion({ commit: sha, builtAt: 'ontem', pages: 57 })).toBe(false);
    expect(isLiveVersion({ commit: sha, builtAt: version.builtAt })).toBe(false);
  });
});
