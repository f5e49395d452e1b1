// npm run test:publication: runs the publication workflow (.github/workflows/publicar.yml) here, its steps in
// order, as GitHub would run them on a temporary copy of the project, against local targets, each run checked by what
// was sent and what was reported (the run's summary, and the calls made to a stand-in `gh` that records them):
//   1. the configuration check: no host, an unknown host, and for each of the four hosts one missing secret: each
//      stops before the build, names the setting in pt-BR, opens the issue and sends nothing;
//   2. nginx, RSYNC_DESTINATION a local folder (taken only with PUBLICATION_LOCAL_TARGETS=1, which this run sets)
//      that holds an older build and that the site's own server serves as the "live site", with a failure issue open:
//      build, send, live check (it sees the new commit), and only then the issue is closed; what arrived passes the
//      serving checks, the older build's scripts stay, its removed page goes;
//      then a later commit with the same files: nothing sent, no file of the destination written, "Nada mudou" in the
//      summary and the live copy confirmed; then one file changed: sent; then the same files again while the live
//      version file fails once (a 500): the comparison reads it again, and nothing is sent;
//   3. S3, against a local S3 (s3rver), the live check reading the bucket: every file arrives with its type and caching;
//      then a later commit with the same files: nothing sent, no file of the bucket written;
//   3b. nginx through real ssh, to Debian's sshd on a loopback port (access-runs.ts): the access probe passes and the
//      site arrives over ssh; with another server's identity in SSH_KNOWN_HOSTS, the probe stops the run before the
//      build, naming the setting and quoting ssh;
//   4. a send that fails after a good build (a destination that cannot exist), on a first publication (the live
//      address answers 404: sent at once, without the pauses for an unreadable live site): reported as a send
//      failure, issue opened;
//   5. a send whose live copy stays old (the "live" server keeps serving another folder): the live check fails within
//      its bound and says so; the issue is not closed;
//   6. a post broken on purpose: the build fails, nothing is sent, and the report names the file and the field.
// Steps that only set up GitHub's machine (`uses:` checkout, setup-node, cache) and the installation (`npm ci`) are
// stood in for by the copy and its linked node_modules. The scenarios: configuration-runs.ts, send-runs.ts,
// failure-runs.ts; what they share: run-context.ts.
//   env: PUBLICATION_TEST_PORT (4177; the next five ports are taken too), KEEP_PUBLICATION_TMP=1
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyProject } from '../../e2e/support/project-copy';
import { LOCAL_TARGETS_VARIABLE } from '../../scripts/publication/setting-shapes';
import { removeTemporary, runHarness, verdict } from '../harness';
import { sshRun } from './access-runs';
import { configurationRuns } from './configuration-runs';
import { brokenBuildRun, failedSendRun, staleRun } from './failure-runs';
import { complete, failures, LIVE_CHECK_BOUND_SECONDS, port, standInGh, type RunContext } from './run-context';
import { nginxRun, s3Run } from './send-runs';

async function main(): Promise<number> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'frio-norte-publication-'));
  const dir = copyProject();
  try {
    const calls = path.join(tmp, 'gh-calls.txt');
    const openIssue = path.join(tmp, 'issue-aberta');
    const reviewIssue = path.join(tmp, 'issue-revisar-aberta');
    standInGh(path.join(tmp, 'bin'), calls, openIssue, reviewIssue);
    const runnerTemp = path.join(tmp, 'runner');
    mkdirSync(runnerTemp);
    const env = {
      PATH: `${path.join(tmp, 'bin')}:${process.env.PATH ?? ''}`,
      RUNNER_TEMP: runnerTemp,
      LIVE_CHECK_TIMEOUT_SECONDS: String(LIVE_CHECK_BOUND_SECONDS),
      // The nginx runs send to folders here: the configuration check takes a folder as RSYNC_DESTINATION only so.
      [LOCAL_TARGETS_VARIABLE]: '1',
    };
    const run: RunContext = {
      dir,
      tmp,
      env,
      calls,
      openIssue,
      reviewIssue,
      live: `http://127.0.0.1:${port}`,
      nginxSecrets: complete.nginx?.secrets ?? {},
    };
    await configurationRuns(dir, env, calls);
    for (const scenario of [nginxRun, sshRun, s3Run, failedSendRun, staleRun, brokenBuildRun]) await scenario(run);
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error));
  } finally {
    removeTemporary('test:publication', 'KEEP_PUBLICATION_TMP', [tmp, dir]);
  }
  return verdict('test:publication', failures);
}

runHarness('test:publication', main);
