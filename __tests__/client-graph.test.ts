/** @jest-environment node */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

/**
 * What a client component imports is sent to the browser. These must stay on the server, where server components
 * use them and hand their result (class strings, rendered icons and images) to client components as props:
 * lib/cn.ts (tailwind-merge, ~9 KiB gzip), icons (lucide's shapes: components/ui/icon.tsx draws them on the server;
 * lucide-react, whose icon component is a client component, is not used) and next/image (getImageProps); and the
 * build-time bundler of the early layer (lib/early-bundle.ts, esbuild).
 */
const FORBIDDEN_FILES: readonly string[] = ['lib/cn.ts', 'lib/early-bundle.ts'];
const FORBIDDEN_PACKAGES: readonly string[] = ['tailwind-merge', 'lucide', 'lucide-react', 'next/image', 'esbuild'];

const CODE_FILE = /\.tsx?$/;
const RESOLVED_EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

const root = path.resolve(__dirname, '..');

function parse(projectRoot: string, file: string): ts.SourceFile {
  const text = readFileSync(path.join(projectRoot, file), 'utf8');
  return ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

/** True when the file's directive prologue (its leading string statements) holds 'use client'. */
function isClientModule(source: ts.SourceFile): boolean {
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) return false;
    if (statement.expression.text === 'use client') return true;
  }
  return false;
}

/** `import type { A }` and `import { type A }`: the compiler removes them, nothing ships. */
function isTypeOnlyImport(declaration: ts.ImportDeclaration): boolean {
  const clause = declaration.importClause;
  if (!clause) return false; // import 'x': run for its side effects
  if (clause.phaseModifier === ts.SyntaxKind.TypeKeyword) return true;
  if (clause.name || !clause.namedBindings || ts.isNamespaceImport(clause.namedBindings)) return false;
  const { elements } = clause.namedBindings;
  return elements.length > 0 && elements.every((element) => element.isTypeOnly);
}

function isTypeOnlyExport(declaration: ts.ExportDeclaration): boolean {
  if (declaration.isTypeOnly) return true;
  const clause = declaration.exportClause;
  return (
    clause !== undefined &&
    ts.isNamedExports(clause) &&
    clause.elements.length > 0 &&
    clause.elements.every((element) => element.isTypeOnly)
  );
}

/**
 * The module specifiers a file loads code from: imports and re-exports that are not type-only, and `import('…')`
 * (a lazily loaded chunk is downloaded by the browser too).
 */
function codeImports(source: ts.SourceFile): string[] {
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!isTypeOnlyImport(node)) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!isTypeOnlyExport(node)) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteralLike(specifier)) specifiers.push(specifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

const isFile = (absolutePath: string) => existsSync(absolutePath) && statSync(absolutePath).isFile();

/**
 * A repository file (path from the root, `/`-separated) for `@/…` and relative specifiers, the specifier itself for
 * a package, or undefined for a file that is not code (a stylesheet, JSON). Throws for a local import that leads
 * nowhere: an edge the walk cannot follow must not pass unnoticed.
 */
function resolveImport(projectRoot: string, fromFile: string, specifier: string): string | undefined {
  const local = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? path.posix.join(path.posix.dirname(fromFile), specifier)
      : undefined;
  if (local === undefined) return specifier;
  for (const extension of RESOLVED_EXTENSIONS) {
    const candidate = `${local}${extension}`;
    if (isFile(path.join(projectRoot, candidate))) return CODE_FILE.test(candidate) ? candidate : undefined;
  }
  throw new Error(`${fromFile}: cannot resolve '${specifier}'`);
}

function isForbidden(moduleId: string): boolean {
  return (
    FORBIDDEN_FILES.includes(moduleId) ||
    FORBIDDEN_PACKAGES.some((name) => moduleId === name || moduleId.startsWith(`${name}/`))
  );
}

/** The files of some folders whose directive prologue holds 'use client', as paths from the root. */
function findClientModules(projectRoot: string, folders: readonly string[]): string[] {
  return folders
    .flatMap((folder) =>
      readdirSync(path.join(projectRoot, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
        path.posix.join(folder, file.split(path.sep).join('/')),
      ),
    )
    .filter((file) => CODE_FILE.test(file) && !file.endsWith('.d.ts') && isFile(path.join(projectRoot, file)))
    .filter((file) => isClientModule(parse(projectRoot, file)))
    .sort();
}

/**
 * Walks the imports of each entry, breadth first (so each chain is a shortest one), and returns one chain per
 * forbidden module an entry reaches: [entry, …, forbidden module]. Packages are not walked into.
 */
function forbiddenChains(projectRoot: string, entries: readonly string[]): string[][] {
  const importsByFile = new Map<string, string[]>();
  const importsOf = (file: string): string[] => {
    let imports = importsByFile.get(file);
    if (!imports) {
      imports = codeImports(parse(projectRoot, file))
        .map((specifier) => resolveImport(projectRoot, file, specifier))
        .filter((imported) => imported !== undefined);
      importsByFile.set(file, imports);
    }
    return imports;
  };

  const chains: string[][] = [];
  for (const entry of entries) {
    const importedBy = new Map<string, string | undefined>([[entry, undefined]]);
    const queue = [entry];
    for (const moduleId of queue) {
      if (isForbidden(moduleId)) {
        const chain = [moduleId];
        for (let parent = importedBy.get(moduleId); parent !== undefined; parent = importedBy.get(parent))
          chain.unshift(parent);
        chains.push(chain);
      } else if (CODE_FILE.test(moduleId)) {
        for (const imported of importsOf(moduleId)) {
          if (importedBy.has(imported)) continue;
          importedBy.set(imported, moduleId);
          queue.push(imported);
        }
      }
    }
  }
  return chains;
}

const describeChains = (chains: string[][]) => chains.map((chain) => chain.join(' → '));

describe('client components', () => {
  const clientModules = findClientModules(root, ['app', 'components', 'lib']);

  it('are found', () => {
    expect(clientModules).toEqual(
      expect.arrayContaining([
        'app/error.tsx',
        'components/home/hero-carousel.tsx',
        'components/notices/notice-area.tsx',
      ]),
    );
  });

  it('ship neither tailwind-merge (lib/cn.ts), icons nor next/image to the browser', () => {
    // On failure: render the icon or image, or merge the classes, in the server component that uses the client
    // one, and pass the result as a prop (see components/home/hero.tsx, components/layout/site-header.tsx).
    expect(describeChains(forbiddenChains(root, clientModules))).toEqual([]);
  });
});

describe('the client graph walk', () => {
  let fixture = '';

  function write(file: string, text: string) {
    mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    writeFileSync(path.join(fixture, file), text);
  }

  beforeAll(() => {
    fixture = mkdtempSync(path.join(os.tmpdir(), 'client-graph-'));
    write(
      'lib/cn.ts',
      "import { twMerge } from 'tailwind-merge';\nexport const cn = (value: string) => twMerge(value);\n",
    );
    write(
      'components/ui/look.ts',
      "import { cn } from '@/lib/cn';\nexport type Look = string;\nexport const look = cn('px-4');\n",
    );
    write('components/ui/index.ts', "export { look } from './look';\n");
    write('components/ui/styles.css', '.a { color: red; }\n');
    write(
      'components/through-index.tsx',
      "'use client';\nimport '../components/ui/styles.css';\nimport { look } from './ui';\nexport const a = look;\n",
    );
    write(
      'components/types-only.tsx',
      "'use client';\nimport type { Look } from './ui/look';\nimport { type Look as Same } from '@/components/ui/look';\nexport type { Look } from '@/lib/cn';\nexport type Both = Look | Same;\n",
    );
    write(
      'components/after-use-strict.tsx',
      "'use strict';\n'use client';\nimport Send from 'lucide-react/dist/esm/icons/send';\nexport { Send };\n",
    );
    write(
      'components/lazy.tsx',
      "// A comment is not a statement.\n'use client';\nexport const load = () => import('next/image');\n",
    );
    write('components/server.tsx', "import { cn } from '@/lib/cn';\nexport const b = cn('px-4');\n");
    write(
      'components/not-a-directive.tsx',
      "const marker = 'use client';\nimport { cn } from '@/lib/cn';\nexport const c = cn(marker);\n",
    );
    write('components/broken.tsx', "'use client';\nimport { gone } from './gone';\nexport const d = gone;\n");
  });

  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it('takes as client modules the files whose directive prologue holds "use client"', () => {
    expect(findClientModules(fixture, ['components'])).toEqual([
      'components/after-use-strict.tsx',
      'components/broken.tsx',
      'components/lazy.tsx',
      'components/through-index.tsx',
      'components/types-only.tsx',
    ]);
  });

  it('names the chain to cn through relative paths, index files and the @/ alias, past stylesheets', () => {
    expect(describeChains(forbiddenChains(fixture, ['components/through-index.tsx']))).toEqual([
      'components/through-index.tsx → components/ui/index.ts → components/ui/look.ts → lib/cn.ts',
    ]);
  });

  it('catches forbidden packages by name or subpath, and in lazy imports', () => {
    expect(
      describeChains(forbiddenChains(fixture, ['components/after-use-strict.tsx', 'components/lazy.tsx'])),
    ).toEqual([
      'components/after-use-strict.tsx → lucide-react/dist/esm/icons/send',
      'components/lazy.tsx → next/image',
    ]);
  });

  it('ignores type-only imports and exports', () => {
    expect(forbiddenChains(fixture, ['components/types-only.tsx'])).toEqual([]);
  });

  it('fails on a local import it cannot follow', () => {
    expect(() => forbiddenChains(fixture, ['components/broken.tsx'])).toThrow(
      "components/broken.tsx: cannot resolve './gone'",
    );
  });

  it('sees, in this repository, the server-only helpers that reach cn', () => {
    expect(
      describeChains(
        forbiddenChains(root, ['components/ui/button-styles.ts', 'components/layout/nav-link-classes.ts']),
      ),
    ).toEqual(['components/ui/button-styles.ts → lib/cn.ts', 'components/layout/nav-link-classes.ts → lib/cn.ts']);
  });
});
