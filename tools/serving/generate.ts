// Writes the host configurations of deploy/ from content/rules/serving.ts.
//
//   npm run serving:generate              rewrite the committed files (deploy/**)
//   npm run serving:generate -- --check   fail if a committed file differs from what the rules give (CI)
//
// The local server reads the rules directly (scripts/serving/server.ts), and out/_headers (Netlify, Cloudflare
// Pages) is written by the post-build step (scripts/serving/headers-file.ts): it belongs to the export, not to the
// repository.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CLOUDFRONT_FUNCTION,
  cloudfrontFunction,
  cloudfrontResponseHeadersPolicy,
  RESPONSE_HEADERS_POLICY_FILES,
  RESPONSE_HEADERS_POLICY_KINDS,
  PLACEHOLDER_BUCKET,
  s3IamPolicy,
  S3_UPLOAD_TABLE,
  s3UploadTable,
} from './cloudfront';
import { CLOUDFORMATION_TEMPLATE, cloudformationTemplate } from './cloudformation';
import { nginxConf } from './nginx-conf';

const root = path.resolve(__dirname, '..', '..');

/** Files of the repository generated from the rules (path relative to the root → content). */
export function generatedFiles(): Record<string, string> {
  const urlFunction = cloudfrontFunction(readFileSync(path.join(root, CLOUDFRONT_FUNCTION), 'utf8'));
  return {
    'deploy/nginx.conf': nginxConf(),
    [CLOUDFRONT_FUNCTION]: urlFunction,
    ...Object.fromEntries(
      RESPONSE_HEADERS_POLICY_KINDS.map((kind) => [
        `deploy/cloudfront/${RESPONSE_HEADERS_POLICY_FILES[kind]}`,
        `${JSON.stringify(cloudfrontResponseHeadersPolicy(kind), null, 2)}\n`,
      ]),
    ),
    [S3_UPLOAD_TABLE]: s3UploadTable(),
    'deploy/s3-iam-policy.json': `${JSON.stringify(s3IamPolicy(PLACEHOLDER_BUCKET), null, 2)}\n`,
    [CLOUDFORMATION_TEMPLATE]: `${JSON.stringify(cloudformationTemplate(urlFunction), null, 2)}\n`,
  };
}

/** Writes the generated files; returns the ones that changed. */
export function writeGeneratedFiles(): string[] {
  const changed: string[] = [];
  for (const [relative, content] of Object.entries(generatedFiles())) {
    const target = path.join(root, relative);
    if (existsSync(target) && readFileSync(target, 'utf8') === content) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
    changed.push(relative);
  }
  return changed;
}

/** The generated files whose committed content differs from the rules. */
export function staleGeneratedFiles(): string[] {
  return Object.entries(generatedFiles())
    .filter(([relative, content]) => {
      const target = path.join(root, relative);
      return !existsSync(target) || readFileSync(target, 'utf8') !== content;
    })
    .map(([relative]) => relative);
}

function main(argv: readonly string[]): void {
  if (argv.includes('--check')) {
    const stale = staleGeneratedFiles();
    if (stale.length > 0) {
      console.error(`Out of date with content/rules/serving.ts: ${stale.join(', ')}`);
      console.error('Run `npm run serving:generate` and commit the result.');
      process.exit(1);
    }
    console.log('Serving configurations are up to date with content/rules/serving.ts');
  } else {
    const changed = writeGeneratedFiles();
    console.log(changed.length > 0 ? `Wrote ${changed.join(', ')}` : 'Serving configurations unchanged');
  }
}

if (require.main === module) main(process.argv.slice(2));
