// Which Docusaurus release a site's content keeps the rules of (lib/content/docusaurus-rules.ts): the release its
// lockfile or node_modules resolved, else the one `npm install` would pick for its range today.
import semver from 'semver';
import type { DocusaurusSite } from './docusaurus-config';

/**
 * Docusaurus releases up to the newest (the latest patch of each minor, and the prereleases whose rules differ):
 * enough to tell which release `npm install` would pick for a range today (lib/content/docusaurus-rules.ts keys its
 * switches by these).
 */
export const DOCUSAURUS_RELEASES = [
  '2.0.0-alpha.72',
  '2.0.0-alpha.73',
  '2.0.0-beta.0',
  '2.0.0-beta.1',
  '2.0.0-beta.4',
  '2.0.0-beta.5',
  '2.0.0-beta.9',
  '2.0.0-beta.10',
  '2.0.0-beta.14',
  '2.0.0-beta.15',
  '2.0.0-beta.16',
  '2.0.0-beta.17',
  '2.0.0-beta.22',
  '2.0.0-rc.1',
  '2.0.1',
  '2.1.0',
  '2.2.0',
  '2.3.1',
  '2.4.3',
  '3.0.1',
  '3.1.1',
  '3.2.1',
  '3.3.2',
  '3.4.0',
  '3.5.2',
  '3.6.3',
  '3.7.0',
  '3.8.1',
  '3.9.2',
  '3.10.2',
];

/**
 * The Docusaurus version whose URL rules the content keeps: what the lockfile or node_modules resolved, when it
 * satisfies the range package.json declares (a stale lockfile does not); else, for a range, the newest release it
 * accepts (what `npm install` gets for a site without a lockfile); else what is declared.
 */
export function docusaurusVersionOf(site: DocusaurusSite): string | undefined {
  const core = site.packageJson?.docusaurusCore;
  const declared = core?.declared;
  const resolved = [core?.installed, core?.lockfile, core?.resolved].find(
    (v) => v && (!declared || !semver.validRange(declared) || semver.satisfies(v, declared, { includePrerelease: true })),
  );
  if (resolved) return resolved;
  return (declared && semver.validRange(declared) && semver.maxSatisfying(DOCUSAURUS_RELEASES, declared)) || declared;
}
