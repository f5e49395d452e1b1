// The S3 + CloudFront stack as one AWS CloudFormation template (deploy/cloudfront/stack.json, written by
// tools/serving/generate.ts): the private bucket, the origin access, the URL function, the five response headers
// policies, the distribution with its behaviours, and the publishing user with exactly the upload's permissions. Every
// value comes from content/rules/serving.ts through the same builders as the rest of deploy/cloudfront/; the template
// only wires them together. Checked offline against AWS's resource specification (cloudformation-lint.ts).
import { DEFAULT_SITE_URL } from '../../content/site-url';
import {
  cloudfrontBehaviours,
  cloudfrontResponseHeadersPolicy,
  RESPONSE_HEADERS_POLICY_KINDS,
  s3IamPolicy,
  type CloudFrontResponseHeadersPolicy,
  type ResponseHeadersPolicyKind,
} from './cloudfront';

export const CLOUDFORMATION_TEMPLATE = 'deploy/cloudfront/stack.json';

/** AWS's managed cache policy "Managed-CachingOptimized": it keeps each file's own Cache-Control (no-store included). */
export const CACHING_OPTIMIZED_POLICY_ID = '658327ea-f89d-4fab-a63d-7e88639e58f6';

type Value = string | number | boolean | null | Value[] | { [key: string]: Value };
type Template = { [key: string]: Value };

const ref = (name: string): Value => ({ Ref: name });
const attribute = (resource: string, name: string): Value => ({ 'Fn::GetAtt': [resource, name] });
const sub = (text: string): Value => ({ 'Fn::Sub': text });

/** The template's resource name of a policy kind ("FilesHeadersPolicy"): each behaviour names its policy by it. */
const policyResource = (kind: ResponseHeadersPolicyKind) =>
  `${kind.charAt(0).toUpperCase()}${kind.slice(1)}HeadersPolicy`;

/** A policy of deploy/cloudfront/response-headers-policy*.json as CloudFormation spells it (lists without Quantity). */
function headersPolicyResource(policy: CloudFrontResponseHeadersPolicy): Value {
  const { Name, CustomHeadersConfig, ...rest } = policy;
  return {
    Type: 'AWS::CloudFront::ResponseHeadersPolicy',
    Properties: {
      ResponseHeadersPolicyConfig: {
        ...rest,
        // Policy names are unique in an account: the stack's name keeps two stacks (a test site) apart.
        Name: sub(`\${AWS::StackName}-${Name}`),
        CustomHeadersConfig: { Items: CustomHeadersConfig.Items },
      },
    },
  };
}

/** A cache behaviour: the bucket, HTTPS only, compressed, each file's own Cache-Control. */
function behaviour(kind: ResponseHeadersPolicyKind, withFunction: boolean): { [key: string]: Value } {
  return {
    TargetOriginId: 'site-bucket',
    ViewerProtocolPolicy: 'redirect-to-https',
    AllowedMethods: ['GET', 'HEAD'],
    CachedMethods: ['GET', 'HEAD'],
    Compress: true,
    CachePolicyId: CACHING_OPTIMIZED_POLICY_ID,
    ResponseHeadersPolicyId: ref(policyResource(kind)),
    ...(withFunction
      ? {
          FunctionAssociations: [
            { EventType: 'viewer-request', FunctionARN: attribute('UrlFunction', 'FunctionMetadata.FunctionARN') },
          ],
        }
      : {}),
  };
}

/** The distribution: the domain(s), the certificate, the behaviours and the 404 page for missing objects. */
function distribution(): Value {
  // A private bucket answers 403 for a missing object unless the reader may list it; both become the 404 page.
  const notFound = [403, 404].map((code) => ({
    ErrorCode: code,
    ResponseCode: 404,
    ResponsePagePath: '/404.html',
    ErrorCachingMinTTL: 10,
  }));
  return {
    Type: 'AWS::CloudFront::Distribution',
    Properties: {
      DistributionConfig: {
        Enabled: true,
        Comment: sub('${AWS::StackName}: site estático'),
        Aliases: { 'Fn::If': ['HasOtherDomain', [ref('Domain'), ref('OtherDomain')], [ref('Domain')]] },
        HttpVersion: 'http2and3',
        IPV6Enabled: true,
        // South America is only in the full price class; the free tier covers it all the same.
        PriceClass: 'PriceClass_All',
        Origins: [
          {
            Id: 'site-bucket',
            DomainName: attribute('SiteBucket', 'RegionalDomainName'),
            S3OriginConfig: { OriginAccessIdentity: '' },
            OriginAccessControlId: attribute('OriginAccess', 'Id'),
          },
        ],
        DefaultCacheBehavior: behaviour('pages', true),
        CacheBehaviors: cloudfrontBehaviours().map(({ pattern, kind, urlFunction }) => ({
          PathPattern: pattern,
          ...behaviour(kind, urlFunction),
        })),
        CustomErrorResponses: notFound,
        ViewerCertificate: {
          AcmCertificateArn: ref('CertificateArn'),
          SslSupportMethod: 'sni-only',
          MinimumProtocolVersion: 'TLSv1.2_2021',
        },
      },
    },
  };
}

/** The bucket: private, objects owned by the account, encrypted at rest; kept if the stack is deleted. */
function storage(): Record<string, Value> {
  const bucketArn = attribute('SiteBucket', 'Arn');
  return {
    SiteBucket: {
      Type: 'AWS::S3::Bucket',
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
      },
    },
    // Only this distribution reads the bucket. Listing lets a missing file be a 404, not a 403.
    SiteBucketPolicy: {
      Type: 'AWS::S3::BucketPolicy',
      Properties: {
        Bucket: ref('SiteBucket'),
        PolicyDocument: {
          Version: '2012-10-17',
          Statement: [
            {
              Sid: 'SoOCloudFrontLe',
              Effect: 'Allow',
              Principal: { Service: 'cloudfront.amazonaws.com' },
              Action: ['s3:GetObject', 's3:ListBucket'],
              Resource: [bucketArn, sub('${SiteBucket.Arn}/*')],
              Condition: {
                StringEquals: { 'AWS:SourceArn': sub('arn:aws:cloudfront::${AWS::AccountId}:distribution/${Site}') },
              },
            },
          ],
        },
      },
    },
    OriginAccess: {
      Type: 'AWS::CloudFront::OriginAccessControl',
      Properties: {
        OriginAccessControlConfig: {
          Name: sub('${AWS::StackName}-bucket'),
          OriginAccessControlOriginType: 's3',
          SigningBehavior: 'always',
          SigningProtocol: 'sigv4',
        },
      },
    },
  };
}

/** The user the workflow sends with: deploy/s3-iam-policy.json's statements on this bucket, nothing more. */
function publisher(): Record<string, Value> {
  const policy = s3IamPolicy<Value>({ bucket: attribute('SiteBucket', 'Arn'), objects: sub('${SiteBucket.Arn}/*') });
  return {
    Publisher: {
      Type: 'AWS::IAM::User',
      Properties: { Policies: [{ PolicyName: 'publicar-site', PolicyDocument: policy }] },
    },
  };
}

const parameters: Record<string, Value> = {
  Domain: {
    Type: 'String',
    Default: new URL(DEFAULT_SITE_URL).host,
    Description: 'O domínio do site, o de SITE_URL (sem https://).',
  },
  OtherDomain: {
    Type: 'String',
    Default: '',
    Description: 'Opcional: o domínio sem www. (DNS no Route 53, com um Alias para a distribuição).',
  },
  CertificateArn: {
    Type: 'String',
    AllowedPattern: '^arn:aws:acm:us-east-1:\\d{12}:certificate/[0-9a-f-]+$',
    Description: 'O ARN do certificado do ACM na região us-east-1, validado, com o(s) domínio(s) acima.',
  },
};

const outputs: Record<string, Value> = {
  BucketName: { Description: 'A variável S3_BUCKET', Value: ref('SiteBucket') },
  DistributionDomainName: {
    Description: 'O destino do CNAME no DNS; e LIVE_CHECK_URL (https://…) até o domínio apontar para cá',
    Value: attribute('Site', 'DomainName'),
  },
  DistributionId: { Description: 'A distribuição, para o console', Value: ref('Site') },
  PublisherUser: {
    Description: 'O usuário de publicação: aws iam create-access-key --user-name …',
    Value: ref('Publisher'),
  },
};

/** The function's two host names, given their values by the stack's parameters (Fn::Sub); the rest as written. */
export const HOST_LINES = { other: "var OTHER_HOST = '';", site: "var SITE_HOST = '';" } as const;

function functionWithHosts(code: string): Value {
  if (code.includes('${')) throw new Error('the URL function has "${", which Fn::Sub would read as a parameter');
  for (const line of Object.values(HOST_LINES)) {
    if (!code.includes(line)) throw new Error(`the URL function has no line ${line}`);
  }
  return sub(
    code
      .replace(HOST_LINES.other, "var OTHER_HOST = '${OtherDomain}';")
      .replace(HOST_LINES.site, "var SITE_HOST = '${Domain}';"),
  );
}

/** The whole template, with the URL function's code as deploy/cloudfront/viewer-request.js holds it. */
export function cloudformationTemplate(functionCode: string): Template {
  const policies = Object.fromEntries(
    RESPONSE_HEADERS_POLICY_KINDS.map((kind) => [
      policyResource(kind),
      headersPolicyResource(cloudfrontResponseHeadersPolicy(kind)),
    ]),
  );
  return {
    AWSTemplateFormatVersion: '2010-09-09',
    Description: 'Site estático em S3 + CloudFront: gerado por tools/serving/generate.ts (docs/publicacao.md).',
    Parameters: parameters,
    Conditions: { HasOtherDomain: { 'Fn::Not': [{ 'Fn::Equals': [ref('OtherDomain'), ''] }] } },
    Resources: {
      ...storage(),
      UrlFunction: {
        Type: 'AWS::CloudFront::Function',
        Properties: {
          Name: sub('${AWS::StackName}-urls'),
          AutoPublish: true,
          FunctionConfig: { Comment: 'URLs limpas, redirecionamentos e 404', Runtime: 'cloudfront-js-2.0' },
          FunctionCode: functionWithHosts(functionCode),
        },
      },
      ...policies,
      Site: distribution(),
      ...publisher(),
    },
    Outputs: outputs,
  };
}
