/**
 * The npm packages a site's MDX and components import: which are missing from this project, which version
 * to install (the site's own range, unless its peer dependencies exclude this project's React: then the
 * nearest newer major that accepts it), and `npm install` of them (`--install`).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/** What to do about one package. */
export interface PackagePlan {
  readonly name: string;
  /** The range the site's package.json asks for. */
  readonly siteRange?: string;
  /** The version installed in this project, if any. */
  readonly installed?: string;
  /** `name@version` to install, when missing. */
  readonly install?: string;
  /** Why that version, when it is not the site's. */
  readonly note?: string;
  /**
   * The name the site's version is installed under when this project has the package in a version outside the
   * site's range (its own dependency, `remark-gfm` 4 where the site asks for ^1): the site's code imports that.
   */
  readonly alias?: string;
}

/**
 * The name a site's version of `name` is installed under beside this project's own (`remark-gfm` → `remark-gfm-v1`,
 * `@scope/x` → `@scope/x-v2`), an npm alias (`remark-gfm-v1@npm:remark-gfm@1.0.0`).
 */
export const aliasName = (name: string, version: string): string => `${name}-v${semver.major(version)}`;

const npm = (args: string[]): string =>
  execFileSync('npm', args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });

function view<T>(spec: string, field: string): T | undefined {
  try {
    const out = npm(['view', spec, field, '--json']).trim();
    return out ? (JSON.parse(out) as T) : undefined;
  } catch {
    return undefined;
  }
}

const installedVersion = (name: string): string | undefined => {
  const file = path.resolve('node_modules', name, 'package.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version : undefined;
};

/** True when a version's peer dependencies accept this project's React. */
function acceptsReact(name: string, version: string, react: string, lookup: Lookup): boolean {
  const peers = (lookup(`${name}@${version}`, 'peerDependencies') as Record<string, string> | undefined) ?? {};
  return ['react', 'react-dom'].every((p) => !peers[p] || semver.satisfies(react, peers[p]!, { includePrerelease: true }));
}

/**
 * Packages the page and this project's components share with the site's code: one instance of each, this project's,
 * whatever range the site asks for (two Reacts break hooks; an MDX provider of another `@mdx-js/react` is not the one
 * the documents read; Next and Docusaurus's modules are this project's stand-ins).
 */
const SHARED_RUNTIME = /^(?:react|react-dom|scheduler|next|@mdx-js\/react|@docusaurus\/.*)$/;

/** `npm view <spec> <field>`, parsed (the registry; a test gives its own). */
type Lookup = (spec: string, field: string) => unknown;

/** A package's released versions in the registry (no prereleases); none when it is not there. */
function releasedVersions(name: string, lookup: Lookup): string[] {
  const versions = lookup(name, 'versions') as string[] | string | undefined;
  return (Array.isArray(versions) ? versions : versions ? [versions] : []).filter((v) => !semver.prerelease(v));
}

/** Decides, for each package, whether it is installed and what to install. */
export function planPackages(
  names: string[],
  siteDependencies: Record<string, string>,
  lookup: Lookup = (spec, field) => view<unknown>(spec, field),
): PackagePlan[] {
  const react = installedVersion('react') ?? '19.0.0';
  return names.sort().map((name): PackagePlan => {
    const siteRange = siteDependencies[name];
    const installed = installedVersion(name);
    const outOfRange =
      installed !== undefined &&
      siteRange !== undefined &&
      !SHARED_RUNTIME.test(name) &&
      semver.validRange(siteRange) !== null &&
      !semver.satisfies(installed, siteRange, { includePrerelease: true });
    if (installed && !outOfRange) return { name, siteRange, installed };
    if (outOfRange) {
      // This project's own version is not the site's (Docusaurus bundles the site's): the site's goes beside it.
      const minimum = semver.minVersion(siteRange!)?.version ?? installed!;
      const alias = aliasName(name, minimum);
      const aliased = installedVersion(alias);
      if (aliased && semver.satisfies(aliased, siteRange!, { includePrerelease: true })) {
        return { name, siteRange, installed: aliased, alias };
      }
      const wanted = semver.maxSatisfying(releasedVersions(name, lookup), siteRange!);
      if (!wanted) return { name, siteRange, installed };
      return {
        name,
        siteRange,
        alias,
        install: `${alias}@npm:${name}@${wanted}`,
        note: `this project has ${name} ${installed}, outside the site's ${siteRange}: the site's ${wanted} goes beside it as ${alias}, which the site's code imports`,
      };
    }
    const all = releasedVersions(name, lookup);
    if (all.length === 0) return { name, siteRange, note: 'not found in the npm registry' };
    const wanted =
      siteRange && semver.validRange(siteRange) ? semver.maxSatisfying(all, siteRange) : semver.maxSatisfying(all, '*');
    const start = wanted ?? semver.maxSatisfying(all, '*')!;
    if (acceptsReact(name, start, react, lookup)) return { name, siteRange, install: `${name}@${start}` };
    const majors = [...new Set(all.map((v) => semver.major(v)))].filter((m) => m > semver.major(start)).sort((a, b) => a - b);
    for (const major of majors) {
      const candidate = semver.maxSatisfying(all, `^${major}.0.0`);
      if (candidate && acceptsReact(name, candidate, react, lookup)) {
        return {
          name,
          siteRange,
          install: `${name}@${candidate}`,
          note: `${name}@${start} (the site's ${siteRange ?? 'version'}) does not support React ${semver.major(react)}; ${candidate} is the nearest version that does`,
        };
      }
    }
    return {
      name,
      siteRange,
      install: `${name}@${start}`,
      note: `no version of ${name} declares support for React ${semver.major(react)}; installing ${start}`,
    };
  });
}

/** Installs the planned packages into this project with npm (and records the lockfile's optional platform entries). */
export function installPackages(plans: PackagePlan[]): void {
  const specs = plans.flatMap((p) => (p.install ? [p.install] : []));
  if (specs.length === 0) return;
  execFileSync('npm', ['install', '--no-audit', '--no-fund', ...specs], { stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/lock-optional-platforms.mjs'], { stdio: 'inherit' });
}
