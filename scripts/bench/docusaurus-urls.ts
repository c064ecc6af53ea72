// `npx tsx --tsconfig tsconfig.scripts.json scripts/bench/docusaurus-urls.ts`
// Builds the fixture site tests/fixtures/docusaurus-variants (versioned docs in two docs instances, two locales)
// with real Docusaurus, the benchmark's reference install (scripts/bench/docusaurus.ts, installed when missing),
// and writes the page URLs of its build, every locale, to tests/fixtures/docusaurus-variants.urls.txt, and its
// feeds and sitemaps to docusaurus-variants.files.txt: the lists tests/e2e/docusaurus-variants.test.ts holds this
// project's build of the imported site to. Run it again after changing the fixture, and commit the lists.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DOCUSAURUS_VERSION, docusaurusDir, ensureDocusaurus } from './docusaurus';
import { feedAndSitemapLines, pageUrls, writeUrlList } from './page-urls';

const root = path.resolve(__dirname, '..', '..');
const FIXTURE = 'tests/fixtures/docusaurus-variants';
const LIST = `${FIXTURE}.urls.txt`;
const FILES = `${FIXTURE}.files.txt`;

async function main(): Promise<void> {
  const dir = docusaurusDir(root);
  const logs = path.join(dir, 'logs');
  fs.mkdirSync(logs, { recursive: true });
  const install = await ensureDocusaurus(dir, path.join(logs, 'install.log'));
  console.log(`Docusaurus ${install.versions['@docusaurus/core']} in ${dir}${install.installed ? ' (installed now)' : ''}`);
  // The site inside the install, so that its config resolves the preset from the install's node_modules.
  const site = path.join(dir, 'variants-site');
  fs.rmSync(site, { recursive: true, force: true });
  fs.cpSync(path.join(root, FIXTURE), site, { recursive: true });
  // Docusaurus sets NODE_ENV itself; no background update check.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV'));
  Object.assign(env, { NO_UPDATE_NOTIFIER: '1' });
  const start = performance.now();
  const build = spawnSync(
    process.execPath,
    [path.join(dir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'build', site],
    { cwd: dir, encoding: 'utf8', env: env as NodeJS.ProcessEnv },
  );
  fs.writeFileSync(path.join(logs, 'variants-build.log'), `${build.stdout}${build.stderr}`);
  if (build.status !== 0) throw new Error(`docusaurus build failed (exit ${build.status}):\n${build.stderr.slice(-3000)}`);
  const urls = pageUrls(path.join(site, 'build'));
  writeUrlList(
    path.join(root, LIST),
    [
      `Page URLs of Docusaurus ${DOCUSAURUS_VERSION}'s build of ${FIXTURE}/, every locale (404 pages left out).`,
      'Regenerate: npx tsx --tsconfig tsconfig.scripts.json scripts/bench/docusaurus-urls.ts',
    ],
    urls,
  );
  const files = feedAndSitemapLines(path.join(site, 'build'));
  writeUrlList(
    path.join(root, FILES),
    [
      `Feeds and sitemaps of Docusaurus ${DOCUSAURUS_VERSION}'s build of ${FIXTURE}/: each file alone on a line, then`,
      'each URL path a sitemap lists as "<sitemap file> <path>".',
      'Regenerate: npx tsx --tsconfig tsconfig.scripts.json scripts/bench/docusaurus-urls.ts',
    ],
    files,
  );
  console.log(`${urls.length} page URLs in ${LIST} (build: ${((performance.now() - start) / 1000).toFixed(1)} s)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
