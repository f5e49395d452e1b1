/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The IAM policy of the publication's S3 user (deploy/s3-iam-policy.json) allows exactly what the recipe
 * (deploy/s3-upload.sh) does: each AWS CLI command the recipe runs maps to the S3 actions it needs, as AWS documents
 * them; a command added to the recipe without its permission, or a permission left over, fails here.
 */
const deploy = path.join(__dirname, '..', 'deploy');
const recipe = readFileSync(path.join(deploy, 's3-upload.sh'), 'utf8');
const policy = JSON.parse(readFileSync(path.join(deploy, 's3-iam-policy.json'), 'utf8')) as {
  Statement: { Effect: string; Action: string[]; Resource: string }[];
};

/** What each command needs: `aws s3 cp` from a folder writes objects (multipart included); list and delete. */
const NEEDS: Readonly<Record<string, readonly { action: string; on: 'bucket' | 'objects' }[]>> = {
  's3 cp': [{ action: 's3:PutObject', on: 'objects' }],
  's3 rm': [{ action: 's3:DeleteObject', on: 'objects' }],
  's3api list-objects-v2': [{ action: 's3:ListBucket', on: 'bucket' }],
};

describe('the S3 publication user', () => {
  const commands = [...recipe.matchAll(/^\s*aws (s3api [a-z0-9-]+|s3 [a-z]+)\b/gm)].map((match) => match[1] ?? '');

  it('runs only commands whose permissions are known', () => {
    expect(commands.length).toBeGreaterThan(0);
    for (const command of commands) expect(Object.keys(NEEDS)).toContain(command);
  });

  it('is allowed exactly the actions those commands need, on the bucket or on its objects', () => {
    const needed = [
      ...new Set(commands.flatMap((command) => (NEEDS[command] ?? []).map(({ action, on }) => `${on}:${action}`))),
    ].sort();
    const granted = policy.Statement.flatMap((statement) => {
      expect(statement.Effect).toBe('Allow');
      const on = statement.Resource.endsWith('/*') ? 'objects' : 'bucket';
      return statement.Action.map((action) => `${on}:${action}`);
    }).sort();
    expect(granted).toEqual(needed);
  });
});
