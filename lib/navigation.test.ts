import { isActiveEntry, mainNavigation, type NavEntry } from './navigation';

function entry(label: string): NavEntry {
  const found = mainNavigation.find((item) => item.label === label);
  if (!found) throw new Error(`no entry ${label}`);
  return found;
}

describe('mainNavigation', () => {
  it('lists the seven entries of the spec in order', () => {
    expect(mainNavigation.map((item) => [item.label, item.href])).toEqual([
      ['INÍCIO', '/'],
      ['SOBRE NÓS', '/sobre'],
      ['POR QUE ESCOLHER', '/porque-escolher'],
      ['CURSOS', '/#cursos'],
      ['DEPOIMENTOS', '/depoimentos'],
      ['BLOG', '/blog'],
      ['CONTATO', '/contato'],
    ]);
  });

  it('marks only CURSOS as an anchor entry with a dropdown arrow', () => {
    expect(mainNavigation.filter((item) => item.kind === 'anchor').map((item) => item.label)).toEqual(['CURSOS']);
    expect(entry('CURSOS').hasDropdownArrow).toBe(true);
  });
});

describe('isActiveEntry', () => {
  it('highlights the home entry only on the home page', () => {
    expect(isActiveEntry(entry('INÍCIO'), '/')).toBe(true);
    expect(isActiveEntry(entry('INÍCIO'), '/sobre')).toBe(false);
  });

  it('matches a page and the pages below it, with or without a trailing slash or query', () => {
    expect(isActiveEntry(entry('BLOG'), '/blog')).toBe(true);
    expect(isActiveEntry(entry('BLOG'), '/blog/')).toBe(true);
    expect(isActiveEntry(entry('BLOG'), '/blog/um-artigo?x=1')).toBe(true);
    expect(isActiveEntry(entry('SOBRE NÓS'), '/sobre')).toBe(true);
  });

  it('does not match a path that only starts with the same letters', () => {
    expect(isActiveEntry(entry('BLOG'), '/blogueiros')).toBe(false);
  });

  it('never highlights an anchor entry, even on the home page', () => {
    expect(isActiveEntry(entry('CURSOS'), '/')).toBe(false);
    expect(isActiveEntry(entry('CURSOS'), '/cursos')).toBe(false);
  });
});
