import { CDN_BASE, EDITOR_FONTS, editorFiles, editorVersion, readEditorFile, rebaseEditorBundle } from './editor-files';

const fonts = EDITOR_FONTS.map(({ cdn }) => `url(${cdn})`).join(';');

describe('the editor files served by the site', () => {
  it('rebases the one CDN base of the bundle onto the site', () => {
    const bundle = `a=\`${CDN_BASE}\`,b=\`\${a}@1.0/locales\`,c=\`https://unpkg.com/@sveltia/ui\`;${fonts}`;
    expect(rebaseEditorBundle(bundle, '/cms/sveltia', '/cms/fonts')).toBe(
      'a=`/cms/sveltia`,b=`${a}@1.0/locales`,c=`https://unpkg.com/@sveltia/ui`;' +
        'url(/cms/fonts/source-sans-3.woff2);url(/cms/fonts/noto-mono.woff2);url(/cms/fonts/material-symbols-outlined.woff2)',
    );
  });

  it('stops, naming the literal, when a version of the bundle has it not once', () => {
    expect(() => rebaseEditorBundle(`nothing here;${fonts}`, '/cms/sveltia', '/cms/fonts')).toThrow(
      /expected the literal `https:\/\/unpkg\.com\/@sveltia\/cms` once.*found 0/,
    );
    expect(() => rebaseEditorBundle(`\`${CDN_BASE}\`\`${CDN_BASE}\`;${fonts}`, '/cms/sveltia', '/cms/fonts')).toThrow(
      /found 2/,
    );
    expect(() => rebaseEditorBundle(`\`${CDN_BASE}\``, '/cms/sveltia', '/cms/fonts')).toThrow(/source-sans-3.*found 0/);
  });

  it('finds the literal in the installed bundle, and serves a pt-BR translation of the same version', () => {
    const files = editorFiles('sveltia');
    expect(() =>
      rebaseEditorBundle(readEditorFile(files['sveltia-cms.js'] ?? '').toString('utf8'), '/cms/sveltia', '/cms/fonts'),
    ).not.toThrow();
    for (const { name } of EDITOR_FONTS)
      expect(readEditorFile(files[`fonts/${name}`] ?? '').length).toBeGreaterThan(1000);
    const portuguese = files[`sveltia@${editorVersion()}/locales/pt-BR.json`];
    expect(portuguese).toBeDefined();
    expect(JSON.parse(readEditorFile(portuguese ?? '').toString('utf8'))).toEqual(expect.any(Object));
  });
});
