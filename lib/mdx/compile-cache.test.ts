import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { siteConfig, SITE_CONFIG_FILE } from '../../config/site';

const run = promisify(execFile);
const TSX = path.resolve('node_modules', '.bin', 'tsx');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'myblog-cache-key-'));
const script = path.join(dir, 'key.ts');
fs.writeFileSync(
  script,
  `import { cacheKey } from '${path.resolve('lib', 'mdx', 'compile-cache')}';\nconsole.log(cacheKey('md', 'docs/a.md', '# A'));\n`,
);

/**
 * The key a compiled document gets with `files` as the content root (always the same folder: its path is part of
 * the key). The site config and the content's URLs are read once per process: each key is computed by its own.
 */
async function keyWith(files: Record<string, string>): Promise<string> {
  const content = path.join(dir, 'content');
  fs.rmSync(content, { recursive: true, force: true });
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(content, rel)), { recursive: true });
    fs.writeFileSync(path.join(content, rel), text);
  }
  const { stdout } = await run(TSX, ['--tsconfig', 'tsconfig.scripts.json', script], {
    env: { ...process.env, CONTENT_DIR: content },
  });
  return stdout.trim();
}

const config = (changes: object) => JSON.stringify({ ...siteConfig, ...changes }, null, 2);
const site = (b: string, configChanges: object = {}) => ({
  [SITE_CONFIG_FILE]: config(configChanges),
  'docs/a.md': '---\ntitle: A\n---\n\n# A\n',
  'docs/b.md': b,
});

test("a compiled document's key changes with the site config and with another document's URL, not with its title", async () => {
  const plain = '---\ntitle: B\n---\n\n# B\n';
  const base = await keyWith(site(plain));
  assert.match(base, /^[0-9a-f]{64}$/);
  // The base path is in the compiled HTML of every link.
  assert.notEqual(await keyWith(site(plain, { baseUrl: '/elsewhere/' })), base, 'the site config');
  // A slug in any YAML form moves the document, and the links to it.
  assert.notEqual(await keyWith(site('---\ntitle: B\n"slug": /moved\n---\n\n# B\n')), base, 'a quoted slug');
  // A title is not part of any URL: the other documents' compiles stay valid.
  assert.equal(await keyWith(site('---\ntitle: B again\n---\n\n# B\n')), base, 'a new title');
  fs.rmSync(dir, { recursive: true, force: true });
});
