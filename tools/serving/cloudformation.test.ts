import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as serving from '../../content/rules/serving';
import {
  CLOUDFRONT_BEHAVIOUR_QUOTA,
  CLOUDFRONT_FUNCTION,
  cloudfrontResponseHeadersPolicy,
  PLACEHOLDER_BUCKET,
  s3IamPolicy,
} from './cloudfront';
import { CLOUDFORMATION_TEMPLATE } from './cloudformation';
import { lintCloudFormation } from './cloudformation-lint';

const root = path.resolve(__dirname, '..', '..');
const text = readFileSync(path.join(root, CLOUDFORMATION_TEMPLATE), 'utf8');

type Node = Record<string, unknown>;

/** The object at a dotted path of `value` ("Resources.Site.Properties"); throws when the path is not there. */
function at(value: unknown, dotted: string): Node {
  const found = dotted.split('.').reduce<unknown>((node, key) => (node as Node | undefined)?.[key], value);
  if (typeof found !== 'object' || found === null) throw new Error(`no object at ${dotted}`);
  return found as Node;
}

const template: unknown = JSON.parse(text);
const config = at(template, 'Resources.Site.Properties.DistributionConfig');

/** CloudFront's path pattern match: `*` any characters, `?` one, case-sensitive, the whole path. */
const pathMatches = (pattern: string, urlPath: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  ).test(urlPath);

/** The committed template, with one change made by `edit` to a copy. */
function edited(edit: (copy: unknown) => void): string {
  const copy: unknown = JSON.parse(text);
  edit(copy);
  return JSON.stringify(copy);
}

describe('the S3 + CloudFront template (deploy/cloudfront/stack.json)', () => {
  it('passes the check against the CloudFormation resource specification', () => {
    expect(lintCloudFormation(text)).toEqual([]);
  });

  const distribution = 'Resources.Site.Properties.DistributionConfig';
  it.each<[string, string, string, unknown, RegExp]>([
    ['an unknown property', 'Resources.SiteBucket.Properties', 'WebsiteConfig', {}, /unknown property WebsiteConfig/],
    ['a wrong type', distribution, 'Enabled', 'sim', /Enabled: expected a boolean/],
    ['a list where one value goes', distribution, 'HttpVersion', ['http2'], /HttpVersion: expected a string/],
    [
      'a nested unknown property',
      `${distribution}.DefaultCacheBehavior`,
      'Compresss',
      true,
      /unknown property Compresss/,
    ],
    ['a Ref to nothing', 'Resources.SiteBucketPolicy.Properties', 'Bucket', { Ref: 'Bucket' }, /Ref to unknown Bucket/],
    [
      'an attribute the resource lacks',
      'Outputs.DistributionDomainName',
      'Value',
      { 'Fn::GetAtt': ['Site', 'Url'] },
      /has no attribute Url/,
    ],
    [
      'a name in Fn::Sub that is not there',
      'Resources.OriginAccess.Properties.OriginAccessControlConfig',
      'Name',
      { 'Fn::Sub': '${Stack}-bucket' },
      /Ref to unknown Stack/,
    ],
    ['an unknown resource type', 'Resources.Publisher', 'Type', 'AWS::IAM::Usr', /unknown type AWS::IAM::Usr/],
    ['an unknown condition', `${distribution}.Aliases.Fn::If`, '0', 'HasDomain', /unknown condition "HasDomain"/],
  ])('refuses %s', (_name, where, key, value, problem) => {
    expect(lintCloudFormation(edited((copy) => (at(copy, where)[key] = value))).join('\n')).toMatch(problem);
  });

  it('refuses a missing required property', () => {
    const changed = edited((copy) => delete at(copy, 'Resources.UrlFunction.Properties').FunctionCode);
    expect(lintCloudFormation(changed)).toContain('Resources.UrlFunction.Properties: FunctionCode is required');
  });

  it('fits in one `aws cloudformation deploy` without a bucket for the template', () => {
    expect(Buffer.byteLength(text)).toBeLessThan(51_200);
  });

  it('carries the URL function as deploy/cloudfront/viewer-request.js has it, with the stack’s two host names', () => {
    const code = at(template, 'Resources.UrlFunction.Properties.FunctionCode')['Fn::Sub'] as string;
    const written = readFileSync(path.join(root, CLOUDFRONT_FUNCTION), 'utf8');
    expect(code.replace("'${OtherDomain}'", "''").replace("'${Domain}'", "''")).toBe(written);
  });

  it('redirects the other name (OtherDomain) to the site’s, path and query kept, and serves the site’s own', () => {
    const code = (at(template, 'Resources.UrlFunction.Properties.FunctionCode')['Fn::Sub'] as string)
      .replace('${OtherDomain}', 'escola.com.br')
      .replace('${Domain}', 'www.escola.com.br');
    type Request = { uri: string; headers: Record<string, { value: string }>; querystring: Record<string, unknown> };
    // The function's own code, run as CloudFront runs it: a script that defines `handler`.
    const handler = new Function(`${code}\nreturn handler;`)() as (event: { request: Request }) => Node;
    const asked = (host: string): Request => ({
      uri: '/sobre',
      headers: { host: { value: host } },
      querystring: { x: { value: '1' } },
    });
    expect(handler({ request: asked('escola.com.br') })).toMatchObject({
      statusCode: 301,
      headers: { location: { value: 'https://www.escola.com.br/sobre?x=1' } },
    });
    expect(handler({ request: asked('www.escola.com.br') })).toMatchObject({ uri: '/sobre.html' });
    expect(handler({ request: asked('d111111abcdef8.cloudfront.net') })).toMatchObject({ uri: '/sobre.html' });
  });

  it('gives each behaviour the policy of deploy/cloudfront/ for its paths, the search worker before its folder', () => {
    const contentPolicy = (behaviour: Node) => {
      const resource = at(behaviour, 'ResponseHeadersPolicyId').Ref as string;
      const policy = at(template, `Resources.${resource}.Properties.ResponseHeadersPolicyConfig`);
      return at(policy, 'SecurityHeadersConfig.ContentSecurityPolicy').ContentSecurityPolicy;
    };
    const behaviours = config.CacheBehaviors as Node[];
    const policyOf = (pattern: string) => contentPolicy(behaviours.find((b) => b.PathPattern === pattern) ?? {});
    const patterns = behaviours.map((b) => b.PathPattern);
    expect(patterns.indexOf('/pagefind/*/pagefind-worker.js')).toBeLessThan(patterns.indexOf('/pagefind/*'));
    expect(policyOf('/pagefind/*/pagefind-worker.js')).toBe(
      cloudfrontResponseHeadersPolicy('searchWorker').SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy,
    );
    expect(policyOf('/_next/static/*')).toBe(serving.nonPagePolicies.default);
    // Files outside the folders of files (the site map, robots.txt, the icons): their type's policy, as our servers.
    for (const file of ['/sitemap.xml', '/robots.txt', '/agenda/turmas.ics', '/apple-icon.png', '/images/logo.svg']) {
      const first = behaviours.find((b) => pathMatches(String(b.PathPattern), file));
      expect([file, first && contentPolicy(first)]).toEqual([
        file,
        serving.contentSecurityPolicyFor(serving.contentTypeFor(file)),
      ]);
    }
    expect(behaviours.length).toBeLessThanOrEqual(CLOUDFRONT_BEHAVIOUR_QUOTA);
    expect(policyOf('/images/*')).toBe(serving.nonPagePolicies.default);
    expect(policyOf(serving.cmsPage)).toBe(serving.cmsPolicy);
    expect(contentPolicy(at(config, 'DefaultCacheBehavior'))).toBe(serving.headerPolicy);
  });

  it('lets the publishing user do what deploy/s3-iam-policy.json allows, on this bucket only', () => {
    const [inline] = at(template, 'Resources.Publisher.Properties').Policies as Node[];
    const statements = at(inline, 'PolicyDocument').Statement as Node[];
    expect(statements.map((s) => s.Action)).toEqual(s3IamPolicy(PLACEHOLDER_BUCKET).Statement.map((s) => s.Action));
    expect(statements.map((s) => JSON.stringify(s.Resource))).toEqual([
      '{"Fn::GetAtt":["SiteBucket","Arn"]}',
      '{"Fn::Sub":"${SiteBucket.Arn}/*"}',
    ]);
  });
});
