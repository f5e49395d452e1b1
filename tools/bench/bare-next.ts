// The framework's own cost: a bare Next.js page (same Next.js, React, next.config.mjs and fonts, `output: 'export'`,
// a heading and a paragraph, no client component), built once and cached in node_modules/.cache/bench/.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { linkNodeModules } from '../../e2e/support/link-node-modules';

const root = process.cwd();
const cacheDir = path.join(root, 'node_modules', '.cache', 'bench');

/** The bare page's files: the same Next.js config and fonts as the site, one heading and a paragraph. */
export function bareNextFiles(): Record<string, string> {
  return {
    'package.json': '{ "name": "bare-next", "private": true }\n',
    'next.config.mjs': readFileSync(path.join(root, 'next.config.mjs'), 'utf8'),
    'lib/image-loader.ts': readFileSync(path.join(root, 'lib/image-loader.ts'), 'utf8'),
    'app/fonts.ts': readFileSync(path.join(root, 'app/fonts.ts'), 'utf8'),
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        target: 'ES2017',
        lib: ['dom', 'esnext'],
        strict: true,
        jsx: 'react-jsx',
        module: 'esnext',
        moduleResolution: 'bundler',
        esModuleInterop: true,
        skipLibCheck: true,
        noEmit: true,
        isolatedModules: true,
        resolveJsonModule: true,
        allowJs: true,
        plugins: [{ name: 'next' }],
      },
      include: ['**/*.ts', '**/*.tsx'],
      exclude: ['node_modules'],
    }),
    'app/layout.tsx':
      "import { bodyFont, headingFont } from './fonts';\n" +
      "export const metadata = { title: 'Página mínima' };\n" +
      'export default function RootLayout({ children }: { children: React.ReactNode }) {\n' +
      '  return <html lang="pt-BR" className={`${bodyFont.variable} ${headingFont.variable}`}><body className={bodyFont.className}>{children}</body></html>;\n}\n',
    'app/page.tsx':
      'export default function Page() {\n' +
      '  return <main><h1>Página mínima</h1><p>Um título e um parágrafo, sem componente de cliente.</p></main>;\n}\n',
  };
}

export const packageVersion = (name: string) =>
  (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

/**
 * The bare Next.js page: built in a temporary directory with this project's node_modules (hard-linked) the first
 * time, then taken from the cache.
 */
export function bareNextPage(): { outDir: string } {
  const files = bareNextFiles();
  const key = createHash('sha256')
    .update(JSON.stringify([files, packageVersion('next'), packageVersion('react'), packageVersion('react-dom')]))
    .digest('hex')
    .slice(0, 16);
  const cached = path.join(cacheDir, `bare-next-${key}`);
  const result = { outDir: path.join(cached, 'out') };
  if (existsSync(path.join(result.outDir, 'index.html'))) {
    console.log(`Bare Next.js page: cached (${path.relative(root, cached)})`);
    return result;
  }
  console.log('Bare Next.js page: building it once (same Next.js, React, config and fonts)…');
  const dir = mkdtempSync(path.join(tmpdir(), 'frio-norte-bare-next-'));
  try {
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    linkNodeModules(root, dir);
    execSync('node node_modules/next/dist/bin/next build', {
      cwd: dir,
      stdio: 'ignore',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    rmSync(cached, { recursive: true, force: true });
    cpSync(path.join(dir, 'out'), result.outDir, { recursive: true });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return result;
}
