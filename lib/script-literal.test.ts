import { scriptLiteral } from './script-literal';

describe('scriptLiteral', () => {
  it('escapes "<" so a value cannot close the script element, and stays valid JSON', () => {
    const json = scriptLiteral({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
