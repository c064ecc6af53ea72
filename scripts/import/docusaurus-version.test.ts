import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DocusaurusSite } from './docusaurus-config';
import { docusaurusVersionOf } from './docusaurus-version';

const siteWith = (core: { declared?: string; resolved?: string; installed?: string }): DocusaurusSite =>
  ({
    packageJson: { path: 'package.json', dependencies: {}, devDependencies: {}, docusaurusCore: core },
  }) as unknown as DocusaurusSite;

test('the Docusaurus release a site keeps the rules of: resolved, else the newest its range accepts, else as declared', () => {
  // A lockfile or node_modules that satisfies the range decides.
  assert.equal(docusaurusVersionOf(siteWith({ declared: '^3.1.0', resolved: '3.1.1' })), '3.1.1');
  assert.equal(docusaurusVersionOf(siteWith({ declared: '^2.0.0-beta.3', resolved: '2.0.0-beta.3' })), '2.0.0-beta.3');
  // A stale lockfile does not: the range is read as npm install reads it today.
  assert.equal(docusaurusVersionOf(siteWith({ declared: '^3.9.2', resolved: '3.1.0' })), '3.10.2');
  // No lockfile: the newest release the range accepts.
  assert.equal(docusaurusVersionOf(siteWith({ declared: '^3.9.2' })), '3.10.2');
  assert.equal(docusaurusVersionOf(siteWith({ declared: '~3.1.0' })), '3.1.1');
  assert.equal(docusaurusVersionOf(siteWith({ declared: '^2.0.0' })), '2.4.3');
  // An exact version stays as written, known here or not.
  assert.equal(docusaurusVersionOf(siteWith({ declared: '2.0.0-beta.9' })), '2.0.0-beta.9');
  assert.equal(docusaurusVersionOf(siteWith({ declared: '3.10.1' })), '3.10.1');
  // No package.json entry: unknown (the newest rules).
  assert.equal(docusaurusVersionOf(siteWith({})), undefined);
});
