// Contentlayer's CLI as one ES module, made once per lockfile. Its packages are ~2,000 module files (1,600 of them
// Effect-TS's), and Node's ES module loader took ~2 s of the content layer's main thread to resolve, read and link
// them on every run (the build, each test fixture's build); one file loads in under half that. Only Contentlayer,
// Effect-TS and OpenTelemetry are bundled: every other package stays in node_modules, where this project reaches
// it too (lib/content/frontmatter.ts replaces `yaml.parse` on the `yaml` package that Contentlayer's gray-matter
// engine calls). The bundle also hands its own `contentlayer2/source-files` to contentlayer.config.ts
// (lib/content/contentlayer-api.ts): the config must make its document types with the same Effect-TS instance
// as the CLI that reads them, not with a second one loaded from node_modules.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SOURCE_FILES_KEY } from '../../lib/contentlayer-api-key.mjs';

/** The packages put into the bundle; the others are imported from node_modules at run time. */
const BUNDLED = /^(@effect-ts\/|@contentlayer2\/|contentlayer2(\/|$)|@opentelemetry\/)/;

// Effect-TS first: its runtime reads the tracing flag when it loads, before the CLI turns tracing on
// (scripts/lib/contentlayer-cli.mjs).
const ENTRY = `
import '@effect-ts/system/Effect';
import * as sourceFiles from 'contentlayer2/source-files';
export { run } from '@contentlayer2/cli';
globalThis[Symbol.for(${JSON.stringify(SOURCE_FILES_KEY)})] = sourceFiles;
`;

/**
 * The bundle's path. `npm install` and `npm ci` make it (package.json's `postinstall`, ~3 s), else the first run
 * that needs it. It lives in node_modules (shared by the test and benchmark workspaces, which link node_modules),
 * named after what npm installed (node_modules/.package-lock.json), esbuild's version and this file, so an install
 * or a change here makes a new one. Written under a temporary name and renamed, so builds running side by side never read half a file.
 */
export async function contentlayerBundle() {
  const modules = fs.realpathSync(path.resolve('node_modules'));
  const { build, version } = await import('esbuild');
  const key = crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(modules, '.package-lock.json')))
    .update(version)
    .update(fs.readFileSync(new URL(import.meta.url)))
    .update(ENTRY)
    .digest('hex')
    .slice(0, 16);
  const file = path.join(modules, '.myblog', `contentlayer-cli-${key}.mjs`);
  if (fs.existsSync(file)) return file;
  const partial = `${file}.${process.pid}.tmp`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await build({
    stdin: { contents: ENTRY, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    outfile: partial,
    // The CommonJS packages among them (OpenTelemetry) require Node's own modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [
      {
        name: 'contentlayer-only',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            BUNDLED.test(args.path) ? undefined : { path: args.path, external: true },
          );
          // A module that finds its own files from its URL (@contentlayer2/utils reads its package.json) keeps it.
          b.onLoad({ filter: /\.[cm]?js$/ }, (args) => {
            const text = fs.readFileSync(args.path, 'utf8');
            if (!text.includes('import.meta.url')) return undefined;
            return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'js' };
          });
        },
      },
    ],
  });
  fs.renameSync(partial, file);
  // The bundles of earlier lockfiles.
  for (const name of fs.readdirSync(path.dirname(file)))
    if (/^contentlayer-cli-\w+\.mjs$/.test(name) && name !== path.basename(file))
      fs.rmSync(path.join(path.dirname(file), name), { force: true });
  return file;
}

// `node scripts/lib/contentlayer-bundle.mjs` (postinstall): makes it now; a failure leaves it to the first build.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await contentlayerBundle()
    .then((file) => console.log(`Contentlayer's CLI bundled: ${path.relative(process.cwd(), file)}`))
    .catch((error) => console.warn(`warn  Contentlayer's CLI not bundled (${error.message}): the first build will try again`));
}
