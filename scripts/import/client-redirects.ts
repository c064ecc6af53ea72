/**
 * `@docusaurus/plugin-client-redirects`, carried over: its options as the config gives them, and the redirects
 * they create over a site's route paths, collected as the plugin collects them
 * (packages/docusaurus-plugin-client-redirects/src/collectRedirects.ts, extensionRedirects.ts): `fromExtensions`
 * (`/a.html` → `/a`), `toExtensions` (`/a` → `/a.html`), `redirects` (`from`, one or a list, → `to`) and
 * `createRedirects(existingPath)`, called over every route path. Redirects that would replace an existing page
 * are skipped, and a `from` claimed twice keeps its first target, as the plugin does (with a warning each).
 *
 * `createRedirects` is a function of the config, which JSON cannot hold: the importer calls it over the route
 * paths of the imported content, and `site.config.json` keeps the redirects it returned.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { NODE_BUNDLE } from '../../lib/node-bundle.mjs';

/** One instance of the plugin, its options normalised. */
export interface ClientRedirectsOptions {
  readonly redirects: { from: string[]; to: string }[];
  readonly createRedirects?: (existingPath: string) => unknown;
  readonly fromExtensions: string[];
  readonly toExtensions: string[];
}

/** One redirect: the old path and where it now lives (route paths without the base URL). */
export interface Redirect {
  readonly from: string;
  readonly to: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' ? [value] : [];

/** The plugin's options as the config wrote them (unknown shapes are read as empty, as its defaults). */
export function clientRedirectsOptionsOf(raw: unknown): ClientRedirectsOptions {
  const o = isRecord(raw) ? raw : {};
  const redirects = (Array.isArray(o.redirects) ? o.redirects : []).flatMap((entry) =>
    isRecord(entry) && typeof entry.to === 'string' ? [{ from: strings(entry.from), to: entry.to }] : [],
  );
  return {
    redirects,
    ...(typeof o.createRedirects === 'function'
      ? { createRedirects: o.createRedirects as (existingPath: string) => unknown }
      : {}),
    fromExtensions: strings(o.fromExtensions),
    toExtensions: strings(o.toExtensions),
  };
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The redirects of the plugin's instances over `routePaths` (Docusaurus route paths, base URL excluded), and
 * the warnings the plugin prints for what it skips.
 */
export function collectClientRedirects(
  instances: readonly ClientRedirectsOptions[],
  routePaths: readonly string[],
): { redirects: Redirect[]; warnings: string[] } {
  const warnings: string[] = [];
  const collected: Redirect[] = [];
  const existing = new Set(routePaths);
  for (const options of instances) {
    const dotted = (extensions: string[]) => extensions.map((ext) => `.${ext.replace(/^\./, '')}`);
    const from = dotted(options.fromExtensions);
    const to = dotted(options.toExtensions);
    for (const routePath of routePaths) {
      // A route without an extension answers at `route.html` too (fromExtensions)…
      if (routePath !== '' && !routePath.endsWith('/') && !from.some((ext) => routePath.endsWith(ext)))
        for (const ext of from) collected.push({ from: `${routePath}${ext}`, to: routePath });
      // …and a route with one answers without it (toExtensions).
      const found = to.find((ext) => routePath.endsWith(ext));
      if (found) collected.push({ from: routePath.slice(0, -found.length), to: routePath });
    }
    for (const entry of options.redirects) for (const old of entry.from) collected.push({ from: old, to: entry.to });
    if (options.createRedirects) {
      for (const routePath of routePaths) {
        let created: unknown;
        try {
          created = options.createRedirects(routePath);
        } catch (error) {
          warnings.push(`createRedirects("${routePath}") threw: ${errorText(error)}`);
          continue;
        }
        for (const old of strings(created)) collected.push({ from: old, to: routePath });
      }
    }
  }

  const redirects: Redirect[] = [];
  const seen = new Map<string, string>();
  for (const redirect of collected) {
    if (!redirect.from.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(redirect.from) || redirect.from.includes('#')) {
      warnings.push(`redirect from "${redirect.from}": not a path of the site (it must start with "/"); skipped`);
      continue;
    }
    const previous = seen.get(redirect.from);
    if (previous !== undefined) {
      if (previous !== redirect.to)
        warnings.push(
          `redirect from ${redirect.from}: created again towards ${redirect.to}; the first target ${previous} is kept`,
        );
      continue;
    }
    seen.set(redirect.from, redirect.to);
    if (
      existing.has(redirect.from) ||
      existing.has(`${redirect.from.replace(/\/+$/, '')}/`) ||
      existing.has(redirect.from.replace(/\/+$/, ''))
    ) {
      warnings.push(
        `redirect from ${redirect.from} → ${redirect.to}: ${redirect.from} is a page of the site; the redirect is skipped`,
      );
      continue;
    }
    redirects.push(redirect);
  }
  return { redirects, warnings };
}

/**
 * The redirects over a site's route paths in every locale, as the plugin runs in each locale's own Docusaurus build:
 * it sees that locale's paths relative to the locale's base URL (`/fr/docs/intro` as `/docs/intro`), and writes
 * its redirects under that base (`/fr/…`). `localePrefixes`: each locale's URL prefix (`''` for the default, `fr`).
 */
export function collectLocaleRedirects(
  instances: readonly ClientRedirectsOptions[],
  routePaths: readonly string[],
  localePrefixes: readonly string[],
): { redirects: Redirect[]; warnings: string[] } {
  const bases = localePrefixes.map((prefix) => (prefix === '' ? '' : `/${prefix.replace(/^\/+|\/+$/g, '')}`));
  const inside = (base: string, routePath: string) => routePath === base || routePath.startsWith(`${base}/`);
  const out = { redirects: [] as Redirect[], warnings: [] as string[] };
  for (const base of bases) {
    // The longest base a path is under decides its locale ('' holds what no other locale holds).
    const own = routePaths.filter(
      (p) => (base === '' || inside(base, p)) && !bases.some((other) => other.length > base.length && inside(other, p)),
    );
    if (own.length === 0) continue;
    const under = (p: string) => (p.startsWith('/') ? (p === '/' && base !== '' ? base : `${base}${p}`) : p);
    const found = collectClientRedirects(
      instances,
      own.map((p) => p.slice(base.length) || '/'),
    );
    out.redirects.push(...found.redirects.map((r) => ({ from: under(r.from), to: under(r.to) })));
    out.warnings.push(...found.warnings.map((w) => (base === '' ? w : `${base.slice(1)}: ${w}`)));
  }
  return out;
}

/** The route paths of an imported content folder ({@link importedRoutePaths}). */
export interface ImportedRoutePaths {
  /** As Docusaurus gives them to its plugins (base URL excluded, no trailing slash). */
  readonly paths: string[];
  /** Documents left out (their front matter is invalid), or why none could be listed; content-relative files. */
  readonly problems: { file: string; message: string }[];
}

/**
 * The route paths of an imported content folder, from `route-paths.ts` run in a child process (its config
 * module reads that folder's site.config.json as it loads). It is bundled first, as the build bundles its scripts
 * (scripts/build.mjs): it describes documents with the Markdown pipeline, whose packages are ES modules only.
 * `home`: whether the Docusaurus site had a page at `/` (this site always has its own home page).
 */
export function importedRoutePaths(contentDir: string, { home = true }: { home?: boolean } = {}): ImportedRoutePaths {
  const script = fileURLToPath(new URL('./route-paths.ts', import.meta.url));
  const root = path.resolve(path.dirname(script), '..', '..');
  // Inside the project, so that its packages resolve from node_modules.
  const bundled = path.join(root, '.build', 'import', `route-paths-${process.pid}.mjs`);
  buildSync({ ...NODE_BUNDLE, entryPoints: [script], tsconfig: path.join(root, 'tsconfig.scripts.json'), outfile: bundled });
  try {
    const result = spawnSync(process.execPath, [bundled], {
      cwd: root,
      // As a production build serves them: drafts have no route.
      env: { ...process.env, CONTENT_DIR: contentDir, NODE_ENV: 'production', ROUTE_PATHS_HOME: home ? '1' : '0' },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    if (result.status !== 0) throw new Error(`could not list the route paths of the imported content: ${result.stderr.trim()}`);
    return JSON.parse(result.stdout) as ImportedRoutePaths;
  } finally {
    fs.rmSync(bundled, { force: true });
  }
}
