import { CDN_BASE, editorFiles, editorVersion, readEditorFile, rebaseEditorBundle } from './editor-files';

describe('the editor files served by the site', () => {
  it('rebases the one CDN base of the bundle onto the site', () => {
    const bundle = `a=\`${CDN_BASE}\`,b=\`\${a}@1.0/locales\`,c=\`https://unpkg.com/@sveltia/ui\``;
    expect(rebaseEditorBundle(bundle, '/cms/sveltia')).toBe('a=`/cms/sveltia`,b=`${a}@1.0/locales`,c=`https://unpkg.com/@sveltia/ui`');
  });

  it('stops, naming the literal, when a version of the bundle has it not once', () => {
    expect(() => rebaseEditorBundle('nothing here', '/cms/sveltia')).toThrow(/expected the literal `https:\/\/unpkg\.com\/@sveltia\/cms` once.*found 0/);
    expect(() => rebaseEditorBundle(`\`${CDN_BASE}\`\`${CDN_BASE}\``, '/cms/sveltia')).toThrow(/found 2/);
  });

  it('finds the literal in the installed bundle, and serves a pt-BR translation of the same version', () => {
    const files = editorFiles('sveltia');
    expect(() => rebaseEditorBundle(readEditorFile(files['sveltia-cms.js'] ?? '').toString('utf8'), '/cms/sveltia')).not.toThrow();
    const portuguese = files[`sveltia@${editorVersion()}/locales/pt-BR.json`];
    expect(portuguese).toBeDefined();
    expect(JSON.parse(readEditorFile(portuguese ?? '').toString('utf8'))).toEqual(expect.any(Object));
  });
});
