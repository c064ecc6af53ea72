/**
 * A content folder of a test file's own, which `CONTENT_DIR` names while the file's tests run: written in `before`,
 * `CONTENT_DIR` restored and the folder removed in `after`. Modules that read the site config or the content root are
 * imported once `before` has run (a dynamic import in the test), as they read it once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';

/** Writes `files` (content-relative path → text) into a new folder for the file's tests; returns its path's getter. */
export function withContentDir(prefix: string, files: Readonly<Record<string, string>>): () => string {
  let root = '';
  const previous = process.env.CONTENT_DIR;
  before(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
    for (const [rel, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      fs.writeFileSync(path.join(root, rel), text);
    }
    process.env.CONTENT_DIR = root;
  });
  after(() => {
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
    fs.rmSync(root, { recursive: true, force: true });
  });
  return () => root;
}

/**
 * A `site.config.json` with the fields the schema requires and nothing else (no navbar items, an empty footer), and
 * `fields` over them: a test's content folder states only what its tests are about.
 */
export const siteConfigJson = (fields: Readonly<Record<string, unknown>> = {}): string =>
  JSON.stringify({
    title: 'T',
    url: 'https://example.org',
    baseUrl: '/',
    organizationName: 'o',
    projectName: 'p',
    navbar: { items: [] },
    footer: { links: [], copyright: '' },
    ...fields,
  });
