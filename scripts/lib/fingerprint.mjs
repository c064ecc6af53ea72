// The fingerprint of everything a build reads: the content root, the project's sources and lockfile, and
// the git commit (last-updated dates come from history). Equal fingerprints mean an identical export.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_FILES } from './workspace.mjs';

const SKIP = new Set(['_assets', 'node_modules', '.git']);

function addTree(hash, root, rel = '') {
  const full = path.join(root, rel);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isFile()) {
    hash.update(`${rel}\0`).update(fs.readFileSync(full));
    return;
  }
  for (const entry of fs.readdirSync(full).sort()) if (!SKIP.has(entry)) addTree(hash, root, path.join(rel, entry));
}

function gitHead(dir) {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'no-git';
  }
}

/** A hex digest of the build's inputs for a content root. */
export function buildFingerprint(contentRoot, projectRoot = process.cwd()) {
  const hash = crypto.createHash('sha256');
  hash.update(`${process.version}\0${contentRoot}\0${gitHead(contentRoot)}\0`);
  addTree(hash, contentRoot);
  for (const source of PROJECT_FILES) addTree(hash, projectRoot, source);
  return hash.digest('hex');
}
