// A local S3-compatible server (s3rver, on the loopback, its files in a directory) and the AWS CLI pointed at it:
// what the S3 recipe's test (s3-test.ts) and the publication's local run (tools/publication/) send to.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import S3rver from 's3rver';
import { contentTypes } from '../../content/rules/serving';
import { filesUnder } from '../../scripts/html-files';

// Asynchronous: the S3 server answers from this very process, so nothing here may block its event loop.
const run = promisify(execFile);

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The environment that points the AWS CLI and deploy/s3-upload.sh at it. */
  env: NodeJS.ProcessEnv;
  /** Runs a command (the recipe, a workflow step) with that environment; its output. */
  exec(command: string, args: readonly string[], env?: Readonly<Record<string, string>>): Promise<string>;
  storedKeys(): Promise<Set<string>>;
  headObject(key: string): Promise<{ ContentType?: string; CacheControl?: string }>;
  close(): Promise<void>;
}

/** The environment that points the AWS CLI and deploy/s3-upload.sh at the local server and its bucket. */
function localAwsEnvironment(endpoint: string, bucket: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_DEFAULT_REGION: 'us-east-1',
    AWS_EC2_METADATA_DISABLED: 'true',
    AWS_PAGER: '',
    S3_ENDPOINT_URL: endpoint,
    BUCKET: bucket,
  };
}

/** Runs a command with `env` (and `more` over it), to its output; a failure names the command and its error output. */
function commandRunner(env: NodeJS.ProcessEnv): LocalS3['exec'] {
  return async (command: string, args: readonly string[], more: Readonly<Record<string, string>> = {}) => {
    const { stdout } = await run(command, args, {
      env: { ...env, ...more },
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: Error & { stderr?: string }) => {
      throw new Error(`${command} ${args.join(' ')}: ${error.stderr?.trim() || error.message}`);
    });
    return stdout;
  };
}

/** What the bucket holds, as the AWS CLI reads it from the local server: its keys, and an object's headers. */
function bucketReader(
  exec: LocalS3['exec'],
  endpoint: string,
  bucket: string,
): Pick<LocalS3, 'storedKeys' | 'headObject'> {
  const aws = (args: readonly string[]) => exec('aws', ['--endpoint-url', endpoint, ...args]);
  return {
    async storedKeys() {
      const text = await aws([
        's3api',
        'list-objects-v2',
        '--bucket',
        bucket,
        '--query',
        'Contents[].[Key]',
        '--output',
        'text',
      ]);
      return new Set(
        text
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line && line !== 'None'),
      );
    },
    async headObject(key) {
      return JSON.parse(await aws(['s3api', 'head-object', '--bucket', bucket, '--key', key, '--output', 'json'])) as {
        ContentType?: string;
        CacheControl?: string;
      };
    },
  };
}

/** Starts s3rver on the loopback at `port` (its files in `directory`, `bucket` made), the AWS CLI pointed at it. */
export async function startLocalS3(directory: string, port: number, bucket = 'escola-site'): Promise<LocalS3> {
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = localAwsEnvironment(endpoint, bucket);
  const exec = commandRunner(env);
  return { endpoint, bucket, env, exec, ...bucketReader(exec, endpoint, bucket), close: () => server.close() };
}

/** Every file of a folder, as a key ("blog/x.html"), that the recipe uploads (of a type content/rules/serving/types.ts knows). */
export function uploadedFiles(folder: string): string[] {
  return filesUnder(folder).filter((file) => path.extname(file).toLowerCase() in contentTypes);
}
