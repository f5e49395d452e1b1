// The one description of what each host needs from the repository: its variables and secrets (exact names, as the
// publication workflow reads them), the permissions they must carry, and the section of docs/publicacao.md that
// sets them up. The configuration check (check-settings.ts) reads it; __tests__/publication-settings.test.ts holds
// .github/workflows/publicar.yml and docs/publicacao.md to it, so that no side adds, renames or drops a setting alone.
import { SITE_URL_VARIABLE } from '../../content/site-url';
import { CMS_OAUTH_URL_VARIABLE } from '../../lib/cms/build-variables';
import {
  awsKeyId,
  awsRegion,
  awsSecret,
  bucketName,
  cloudflareToken,
  httpsOrigin,
  ipAddress,
  knownHosts,
  netlifySiteId,
  netlifyToken,
  rsyncDestination,
  sshPrivateKey,
  webAddress,
  type Shape,
} from './setting-shapes';

/** The server's IP, read by the live check and the comparison before the domain points to a new server. */
export const LIVE_CHECK_ADDRESS_VARIABLE = 'LIVE_CHECK_ADDRESS';

/** The guide the messages point to. */
export const PUBLICATION_GUIDE = 'docs/publicacao.md';

/** Where a repository variable or secret is set on GitHub. */
export const SETTINGS_PLACE = {
  variable: 'Settings → Secrets and variables → Actions → aba Variables → New repository variable',
  secret: 'Settings → Secrets and variables → Actions → aba Secrets → New repository secret',
} as const;

export type SettingKind = keyof typeof SETTINGS_PLACE;

export interface Setting {
  name: string;
  kind: SettingKind;
  /** A required setting stops the run when it is missing; an optional one only when its value is wrong. */
  required: boolean;
  /** What it is, in pt-BR, as the check names it. */
  what: string;
  /** A problem with a value that is set (pt-BR), or undefined; judged beside the other settings (setting-shapes.ts). */
  validate?: Shape;
}

export type HostId = 'nginx' | 's3' | 'cloudflare' | 'netlify';

export interface Host {
  id: HostId;
  /** The host's name, as marketing and the technical person read it. */
  name: string;
  /** The heading of its checklist in docs/publicacao.md (the messages link to its anchor). */
  heading: string;
  /** The id of the workflow step that sends to it. */
  sendStep: string;
  settings: readonly Setting[];
  /** What the credentials must be allowed to do, and nothing more (pt-BR). */
  permissions: string;
  /** What to check when the live site still shows another version after a good send (pt-BR). */
  liveHint: string;
}

const variable = (name: string, what: string, validate?: Setting['validate']): Setting => ({
  name,
  kind: 'variable',
  required: true,
  what,
  ...(validate ? { validate } : {}),
});
const secret = (name: string, what: string, validate: Shape): Setting => ({
  name,
  kind: 'secret',
  required: true,
  what,
  validate,
});
const optional = (setting: Setting): Setting => ({ ...setting, required: false });

/** The variable that chooses the host. */
export const TARGET_SETTING = 'PUBLISH_TARGET';

export const HOSTS: readonly Host[] = [
  {
    id: 'nginx',
    name: 'nginx (servidor próprio)',
    heading: 'nginx: a publicação pelo GitHub',
    sendStep: 'envio_nginx',
    settings: [
      variable(
        'RSYNC_DESTINATION',
        'o destino do rsync: usuário, servidor e pasta do site, como deploy@servidor:/var/www/frio-norte/out',
        rsyncDestination,
      ),
      secret(
        'SSH_KEY',
        'a chave privada SSH (ed25519), sem senha, do usuário que escreve na pasta do site',
        sshPrivateKey,
      ),
      secret('SSH_KNOWN_HOSTS', 'a identidade do servidor (a saída de ssh-keyscan servidor)', knownHosts),
      optional(
        variable('SSH_PORT', 'a porta do SSH do servidor, se não for 22', (value) =>
          /^\d{1,5}$/.test(value.trim()) && Number(value) > 0 && Number(value) < 65536
            ? undefined
            : `"${value}" deve ser o número de uma porta, como 2222`,
        ),
      ),
    ],
    permissions: 'um usuário do servidor que só escreve na pasta do site (nenhum sudo)',
    liveHint:
      'o root do nginx (deploy/nginx.conf) é a pasta para onde o rsync envia (RSYNC_DESTINATION)? O domínio de SITE_URL aponta para este servidor?',
  },
  {
    id: 's3',
    name: 'S3 + CloudFront',
    heading: 'S3 + CloudFront: a publicação pelo GitHub',
    sendStep: 'envio_s3',
    settings: [
      variable('S3_BUCKET', 'o nome do bucket S3 do site', bucketName),
      variable('AWS_DEFAULT_REGION', 'a região do bucket, como sa-east-1', awsRegion),
      secret('AWS_ACCESS_KEY_ID', 'o ID da chave de acesso do usuário IAM de publicação', awsKeyId),
      secret('AWS_SECRET_ACCESS_KEY', 'a chave secreta desse usuário IAM', awsSecret),
      optional(
        variable(
          'KEEP_DAYS',
          'por quantos dias os arquivos com hash de builds anteriores ficam no bucket (7 se vazia)',
          (value) => (/^\d+$/.test(value) ? undefined : `"${value}" deve ser um número inteiro de dias, como 7`),
        ),
      ),
      optional(
        variable(
          'S3_ENDPOINT_URL',
          'o endereço de um serviço compatível com S3 que não seja a AWS (R2, MinIO)',
          webAddress,
        ),
      ),
    ],
    permissions:
      'um usuário IAM com a política deploy/s3-iam-policy.json: s3:ListBucket no bucket, s3:PutObject e s3:DeleteObject nos arquivos dele',
    liveHint:
      'a distribuição do CloudFront do domínio de SITE_URL tem como origem o bucket S3_BUCKET, e a política de cache é Managed-CachingOptimized (que respeita o Cache-Control de cada arquivo)?',
  },
  {
    id: 'cloudflare',
    name: 'Cloudflare Pages',
    heading: 'Cloudflare Pages: a publicação pelo GitHub',
    sendStep: 'envio_cloudflare',
    settings: [
      secret(
        'CLOUDFLARE_API_TOKEN',
        'um token de API da Cloudflare com a permissão Account → Cloudflare Pages → Edit',
        cloudflareToken,
      ),
      variable('CLOUDFLARE_ACCOUNT_ID', 'o ID da conta da Cloudflare (32 caracteres hexadecimais)', (value) =>
        /^[0-9a-f]{32}$/.test(value) ? undefined : `"${value}" não parece um Account ID (32 caracteres de 0-9 e a-f)`,
      ),
      variable('CLOUDFLARE_PROJECT', 'o nome do projeto Pages de Direct Upload, como frio-norte', (value) =>
        /^[a-z0-9][a-z0-9-]{0,57}$/.test(value)
          ? undefined
          : `"${value}" não é um nome de projeto Pages (minúsculas, números e hífens)`,
      ),
    ],
    permissions: 'um token com Account → Cloudflare Pages → Edit, só na conta do site',
    liveHint:
      'o domínio de SITE_URL está ligado ao projeto CLOUDFLARE_PROJECT (Custom domains), e a branch de produção do projeto é main?',
  },
  {
    id: 'netlify',
    name: 'Netlify',
    heading: 'Netlify: a publicação pelo GitHub',
    sendStep: 'envio_netlify',
    settings: [
      secret(
        'NETLIFY_AUTH_TOKEN',
        'um token de acesso pessoal do Netlify (User settings → Applications → Personal access tokens)',
        netlifyToken,
      ),
      variable(
        'NETLIFY_SITE_ID',
        'o Project ID do site no Netlify (Project configuration → General → Project details)',
        netlifySiteId,
      ),
    ],
    permissions: 'um token pessoal de quem administra o site no Netlify (o Netlify não limita o token a um site)',
    liveHint: 'o domínio de SITE_URL está ligado ao site NETLIFY_SITE_ID (Domain management)?',
  },
];

/** Settings every host needs, or may use, checked before the host's own. */
export const COMMON_SETTINGS: readonly Setting[] = [
  variable(TARGET_SETTING, `a hospedagem: ${HOSTS.map((host) => host.id).join(', ')}`, (value) =>
    HOSTS.some((host) => host.id === value)
      ? undefined
      : `"${value}" não é uma hospedagem conhecida; use ${HOSTS.map((host) => host.id).join(', ')}`,
  ),
  variable(
    SITE_URL_VARIABLE,
    'o endereço público do site, https e sem caminho, como https://www.escolafrionorte.com.br',
    httpsOrigin(),
  ),
  optional(
    variable(
      'LIVE_CHECK_URL',
      'onde conferir o site no ar, se não for SITE_URL (antes de o domínio apontar para a hospedagem, por exemplo https://frio-norte.pages.dev): https e sem caminho',
      httpsOrigin({ localPathAllowed: true }),
    ),
  ),
  optional(
    variable(
      LIVE_CHECK_ADDRESS_VARIABLE,
      'o IP do servidor novo, para conferir o site nele antes de o domínio apontar para lá (o nome de SITE_URL vai no pedido; o certificado não é conferido): só enquanto o DNS não muda',
      ipAddress,
    ),
  ),
  optional(variable(CMS_OAUTH_URL_VARIABLE, 'o serviço de login do editor pelo GitHub (docs/cms.md)', webAddress)),
];

/** The heading of the common settings' checklist in docs/publicacao.md. */
export const COMMON_HEADING = 'Configurações de toda hospedagem';

/** A GitHub heading anchor: lower case, punctuation dropped (accents kept), spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The guide's address of a checklist. */
export function guideLink(heading: string): string {
  return `${PUBLICATION_GUIDE}#${headingAnchor(heading)}`;
}

export function hostOf(id: string | undefined): Host | undefined {
  return HOSTS.find((host) => host.id === id);
}

/** Every setting any host reads, each once. */
export function allSettings(): Setting[] {
  return [...COMMON_SETTINGS, ...HOSTS.flatMap((host) => host.settings)];
}
