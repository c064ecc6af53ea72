/**
 * planPackages: a package this project has in a version outside the site's range (its own dependency, such as
 * remark-gfm 4 where a Docusaurus 2 site asks for ^1) is the site's version installed beside it under an alias,
 * since Docusaurus bundles the site's own; one within the range is used as it is.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { aliasName, planPackages } from './dependencies';

/** A registry of its own: remark-gfm's versions (this project has remark-gfm 4.x installed). */
const registry = (spec: string, field: string): unknown =>
  spec === 'remark-gfm' && field === 'versions' ? ['1.0.0', '2.0.0', '3.0.1', '4.0.1'] : undefined;

test('an installed package within the site range is used; the alias name carries the major version', () => {
  const [plan] = planPackages(['remark-gfm'], { 'remark-gfm': '^4.0.0' }, registry);
  assert.equal(plan!.alias, undefined);
  assert.match(plan!.installed!, /^4\./);
  assert.equal(aliasName('remark-gfm', '1.0.0'), 'remark-gfm-v1');
  assert.equal(aliasName('@scope/ui', '2.3.1'), '@scope/ui-v2');
});

test('an installed package outside the site range is planned under an alias, the newest version in range', () => {
  const [plan] = planPackages(['remark-gfm'], { 'remark-gfm': '~2.0.0 || ^1.0.0' }, registry);
  assert.equal(plan!.alias, 'remark-gfm-v1');
  // An alias a previous import installed is used as it is; else the site's newest version goes beside ours.
  if (plan!.install === undefined) assert.match(plan!.installed!, /^[12]\./);
  else assert.equal(plan!.install, 'remark-gfm-v1@npm:remark-gfm@2.0.0');
});

test("a package the page shares with this project's components is this project's, whatever the site's range", () => {
  // The registry has versions in the site's range: without the rule, they would go beside this project's.
  const versions: Record<string, string[]> = { 'react-dom': ['17.0.2', '19.0.0'], next: ['12.3.4', '16.0.0'] };
  const lookup = (spec: string, field: string) => (field === 'versions' ? versions[spec] : undefined);
  for (const [name, range] of [
    ['react-dom', '^17.0.1'],
    ['next', '^12.0.0'],
  ] as const) {
    const [plan] = planPackages([name], { [name]: range }, lookup);
    assert.equal(plan!.alias, undefined, name);
    assert.ok(plan!.installed, `${name}: this project's own`);
  }
});
