/**
 * `npm ci` refuses a lockfile that lacks an entry for an optional dependency, even one built for another
 * platform. Where the registry in use does not serve those builds, npm leaves them out: this keeps
 * scripts/lock-optional-platforms.mjs's entries in place (run it after `npm install` changes the lockfile).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';

test('every exact optional dependency has a lockfile entry', () => {
  const { packages } = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as {
    packages: Record<string, { optionalDependencies?: Record<string, string> }>;
  };
  const missing: string[] = [];
  for (const [key, pkg] of Object.entries(packages)) {
    for (const [name, spec] of Object.entries(pkg.optionalDependencies ?? {})) {
      if (!/^\d+\.\d+\.\d+/.test(spec)) continue;
      if (!packages[`node_modules/${name}`] && !packages[`${key ? `${key}/` : ''}node_modules/${name}`])
        missing.push(`${name}@${spec}`);
    }
  }
  assert.deepEqual(missing, [], 'run: node scripts/lock-optional-platforms.mjs');
});
