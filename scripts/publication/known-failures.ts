// The messages a publication's installation and sends are known to stop with, each with its cause and what to do, in
// pt-BR. The failure report quotes the ones it finds in the step's log above the log itself (failure-report.ts); the
// access probe names them before the build (probe-host.ts); docs/publicacao.md prints the same table
// (__tests__/publication-settings.test.ts holds it to this list).
import type { HostId } from './hosts';

/** The installation (npm ci), or a host's send. */
export type FailureStep = 'instalacao' | HostId;

export interface KnownFailure {
  step: FailureStep;
  /** How the message is recognised in the log. */
  pattern: RegExp;
  /** The message as the tool prints it (the guide shows it). */
  message: string;
  /** The setting to change, when one is the cause. */
  setting?: string;
  cause: string;
  fix: string;
}

export const KNOWN_FAILURES: readonly KnownFailure[] = [
  {
    step: 'instalacao',
    pattern: /can only install packages when your package\.json and package-lock\.json/,
    message: '`npm ci` can only install packages when your package.json and package-lock.json … are in sync',
    cause: 'o `package-lock.json` não bate com o `package.json`: uma dependência mudou num e não no outro',
    fix: 'rode `npm install` na sua máquina e faça commit dos dois arquivos',
  },
  {
    step: 'instalacao',
    pattern: /npm error code (ETIMEDOUT|ECONNRESET|EAI_AGAIN|E5\d\d)\b/,
    message: 'npm error code ETIMEDOUT (ou ECONNRESET, EAI_AGAIN, E503)',
    cause: 'o registro do npm não respondeu a tempo',
    fix: 'nada a corrigir: rode a publicação de novo em alguns minutos',
  },
  {
    step: 'nginx',
    pattern: /Host key verification failed/,
    message: 'Host key verification failed.',
    setting: 'SSH_KNOWN_HOSTS',
    cause: 'a identidade do servidor não é a de `SSH_KNOWN_HOSTS` (outro servidor, ou o servidor foi reinstalado)',
    fix: 'rode `ssh-keyscan -t ed25519 <servidor>`, confira a impressão digital com quem administra o servidor e troque o segredo',
  },
  {
    step: 'nginx',
    pattern: /Load key "[^"]*": (invalid format|error in libcrypto)/,
    message: 'Load key "…": invalid format',
    setting: 'SSH_KEY',
    cause: '`SSH_KEY` não é uma chave privada inteira (a pública, ou uma cópia sem as quebras de linha)',
    fix: 'cole o arquivo da chave privada inteiro, da linha `-----BEGIN` à `-----END`',
  },
  {
    step: 'nginx',
    pattern: /Permission denied \(publickey/,
    message: 'user@servidor: Permission denied (publickey).',
    setting: 'SSH_KEY',
    cause: 'o servidor não aceita a chave para o usuário de `RSYNC_DESTINATION`',
    fix: 'ponha a chave pública (o `.pub`) em `~/.ssh/authorized_keys` desse usuário no servidor (ou corrija o usuário em `RSYNC_DESTINATION`)',
  },
  {
    step: 'nginx',
    pattern: /Could not resolve hostname/,
    message: 'ssh: Could not resolve hostname …: Name or service not known',
    setting: 'RSYNC_DESTINATION',
    cause: 'o nome do servidor em `RSYNC_DESTINATION` não existe no DNS',
    fix: 'corrija o nome (ou use o endereço IP do servidor, e refaça o `SSH_KNOWN_HOSTS` com ele)',
  },
  {
    step: 'nginx',
    pattern: /connect to host \S+ port \d+: (Connection refused|Connection timed out|No route to host)/,
    message: 'ssh: connect to host … port 22: Connection refused (ou Connection timed out)',
    setting: 'RSYNC_DESTINATION',
    cause: 'o SSH do servidor não atende na porta 22 para a internet (desligado, ou bloqueado pelo firewall)',
    fix: 'libere a porta 22 do servidor para as máquinas do GitHub Actions, ou use outro servidor',
  },
  {
    step: 'nginx',
    pattern: /(mkdir|change_dir)[^\n]*failed: No such file or directory \(2\)/,
    message: 'rsync: [Receiver] mkdir "…" failed: No such file or directory (2)',
    setting: 'RSYNC_DESTINATION',
    cause: 'a pasta de `RSYNC_DESTINATION` (ou a pasta acima dela) não existe no servidor',
    fix: 'crie a pasta no servidor, como dono o usuário de publicação, ou corrija o caminho',
  },
  {
    step: 'nginx',
    pattern: /failed: Permission denied \(13\)/,
    message: 'rsync: [Receiver] mkstemp "…" failed: Permission denied (13)',
    setting: 'RSYNC_DESTINATION',
    cause: 'o usuário de publicação não pode escrever na pasta de `RSYNC_DESTINATION`',
    fix: 'no servidor, `sudo chown -R <usuário> <pasta>`',
  },
  {
    step: 'nginx',
    pattern: /destination holds \.ssh, \.bashrc or \.profile: a home folder/,
    message: 'destination holds .ssh, .bashrc or .profile: a home folder (a conferência de acesso)',
    setting: 'RSYNC_DESTINATION',
    cause:
      'a pasta de `RSYNC_DESTINATION` é a pasta pessoal de um usuário: o envio apaga dela o que o site não tem (`rsync --delete`), o `.ssh` inclusive',
    fix: 'use uma pasta só do site, como `/var/www/frio-norte/out`',
  },
  {
    step: 's3',
    pattern: /\((AccessDenied|Forbidden|403)\)|is not authorized to perform/,
    message: 'An error occurred (AccessDenied) when calling the PutObject operation: Access Denied',
    setting: 'AWS_ACCESS_KEY_ID',
    cause: 'o usuário IAM da chave não tem a política `deploy/s3-iam-policy.json`, ou ela cita outro bucket',
    fix: 'anexe a política ao usuário de publicação, com o nome do bucket de `S3_BUCKET`',
  },
  {
    step: 's3',
    pattern: /\(NoSuchBucket\)|Not Found|\(404\)/,
    message:
      'An error occurred (NoSuchBucket) when calling the ListObjectsV2 operation: The specified bucket does not exist',
    setting: 'S3_BUCKET',
    cause: 'não existe bucket com o nome de `S3_BUCKET`',
    fix: 'corrija o nome (só o nome, como aparece no console do S3)',
  },
  {
    step: 's3',
    pattern: /\(InvalidAccessKeyId\)|\(InvalidClientTokenId\)/,
    message:
      'An error occurred (InvalidAccessKeyId) … The AWS Access Key Id you provided does not exist in our records.',
    setting: 'AWS_ACCESS_KEY_ID',
    cause: 'a chave de acesso não existe (apagada, desativada, ou digitada errado)',
    fix: 'crie uma chave nova para o usuário de publicação e troque os dois segredos',
  },
  {
    step: 's3',
    pattern: /\(SignatureDoesNotMatch\)/,
    message:
      'An error occurred (SignatureDoesNotMatch) … The request signature we calculated does not match the signature you provided.',
    setting: 'AWS_SECRET_ACCESS_KEY',
    cause: 'a chave secreta não é a do ID em `AWS_ACCESS_KEY_ID`',
    fix: 'cole de novo a chave secreta (ela só aparece ao criar a chave; se perdida, crie outra)',
  },
  {
    step: 's3',
    pattern:
      /\((PermanentRedirect|AuthorizationHeaderMalformed|IllegalLocationConstraintException|301)\)|Could not connect to the endpoint URL/,
    message:
      "An error occurred (AuthorizationHeaderMalformed) … the region 'us-east-1' is wrong; expecting 'sa-east-1'",
    setting: 'AWS_DEFAULT_REGION',
    cause: 'a região de `AWS_DEFAULT_REGION` não é a do bucket',
    fix: 'use a região que o console do S3 mostra ao lado do bucket (por exemplo `sa-east-1`)',
  },
  {
    step: 'cloudflare',
    pattern: /Authentication error \[code: 10000\]|Invalid API Token|\[code: 1000\]/,
    message:
      'A request to the Cloudflare API (/accounts/…/pages/projects/…) failed. Authentication error [code: 10000]',
    setting: 'CLOUDFLARE_API_TOKEN',
    cause: 'o token venceu, foi apagado, ou não tem Account → Cloudflare Pages → Edit nesta conta',
    fix: 'crie um token com essa permissão, só para a conta do site, e troque o segredo',
  },
  {
    step: 'cloudflare',
    pattern: /\[code: 8000007\]/,
    message:
      'Project not found. The specified project name does not match any of your existing projects. [code: 8000007]',
    setting: 'CLOUDFLARE_PROJECT',
    cause: 'não existe projeto Pages com o nome de `CLOUDFLARE_PROJECT` nesta conta',
    fix: 'crie o projeto por Direct Upload (Workers & Pages → Create → Pages → Upload assets) ou corrija o nome',
  },
  {
    step: 'cloudflare',
    pattern: /\[code: 7003\]|\[code: 7000\]/,
    message: 'Could not route to /client/v4/accounts/…, perhaps your object identifier is invalid? [code: 7003]',
    setting: 'CLOUDFLARE_ACCOUNT_ID',
    cause: '`CLOUDFLARE_ACCOUNT_ID` não é o ID de uma conta que o token alcança',
    fix: 'copie o Account ID do painel (Workers & Pages, à direita) e troque a variável',
  },
  {
    step: 'cloudflare',
    pattern: /\[code: 8000111\]|Invalid commit message/,
    message: 'Invalid commit message, it must be a valid UTF-8 string. [code: 8000111]',
    cause: 'a Cloudflare recusou a mensagem do envio',
    fix: 'o workflow já envia uma mensagem curta e simples (`Publicação <commit>`); se voltar, rode de novo e avise quem cuida do workflow',
  },
  {
    step: 'netlify',
    pattern: /Unauthorized|\b401\b/,
    message: 'Error: Unauthorized: could not retrieve project',
    setting: 'NETLIFY_AUTH_TOKEN',
    cause: 'o token pessoal venceu ou foi revogado',
    fix: 'crie outro em User settings → Applications → Personal access tokens e troque o segredo',
  },
  {
    step: 'netlify',
    pattern: /Project not found|Not Found|\b404\b/,
    message: 'Error: Project not found. Please rerun "netlify link"',
    setting: 'NETLIFY_SITE_ID',
    cause: 'não existe site com o ID de `NETLIFY_SITE_ID`, ou ele é de uma conta que o token não alcança',
    fix: 'copie o Project ID em Project configuration → General → Project details',
  },
];

/** The known failures of a step found in its log, each once, in the list's order. */
export function knownFailuresIn(step: FailureStep, log: string): KnownFailure[] {
  return KNOWN_FAILURES.filter((failure) => failure.step === step && failure.pattern.test(log));
}

/** One known failure, as a line of the report (Markdown). */
export function failureLine({ message, setting, cause, fix }: KnownFailure): string {
  return `- \`${message.replace(/`/g, '')}\`: ${cause}. **O que fazer:** ${fix}${setting ? ` (\`${setting}\`)` : ''}.`;
}

const STEP_NAMES: Readonly<Record<FailureStep, string>> = {
  instalacao: 'Instalação',
  nginx: 'nginx',
  s3: 'S3',
  cloudflare: 'Cloudflare',
  netlify: 'Netlify',
};

/** The table docs/publicacao.md prints, one row per known failure (__tests__/publication-settings.test.ts). */
export function knownFailuresTable(): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  return [
    '| Passo | Mensagem | Causa | O que fazer |',
    '| --- | --- | --- | --- |',
    ...KNOWN_FAILURES.map(
      ({ step, message, setting, cause, fix }) =>
        `| ${STEP_NAMES[step]} | \`${cell(message.replace(/`/g, ''))}\` | ${cell(cause)} | ${cell(fix)}${setting ? ` (\`${setting}\`)` : ''} |`,
    ),
  ].join('\n');
}
