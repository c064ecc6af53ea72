// Build step between the content layer and Next: the modules MDX imports (scripts/lib/mdx-modules.ts), KaTeX's
// stylesheet and fonts served from the site itself when it uses math (no CDN), and with `--replay` (a build)
// every document's recorded warnings and assets (lib/mdx/document-outputs.ts), also those the content layer
// took from its cache without compiling them again.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { siteConfig, siteLocales } from '../config/site';
import { ContentError } from '../lib/content/errors';
import { getContentRoot } from '../lib/content/paths';
import { KATEX_DIR } from '../lib/mdx/katex';
import { MERMAID_ASSETS } from '../lib/mdx/mermaid';
import { replayDocumentOutputs } from '../lib/mdx/document-outputs';
import { generateMdxModules, writeGlobalData } from './lib/mdx-modules';
import { CODE_TRANSLATIONS } from './lib/build-dirs.mjs';
import { siteCodeTranslations } from '../lib/i18n/site-translations';
import { globalDataOf } from '../lib/navigation/docs-global-data';

/** The documents the content layer generated, in source order. */
function generatedDocuments(): string[] {
  const dir = path.resolve('.contentlayer', 'generated');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((type) => fs.existsSync(path.join(dir, type, '_index.json')))
    .flatMap((type) =>
      (JSON.parse(fs.readFileSync(path.join(dir, type, '_index.json'), 'utf8')) as { _raw: { sourceFilePath: string } }[]).map(
        (d) => d._raw.sourceFilePath,
      ),
    )
    .sort();
}

function copyKatex() {
  const dist = path.dirname(createRequire(path.resolve('package.json')).resolve('katex/dist/katex.min.css'));
  fs.rmSync(KATEX_DIR, { recursive: true, force: true });
  fs.mkdirSync(path.join(KATEX_DIR, 'fonts'), { recursive: true });
  fs.copyFileSync(path.join(dist, 'katex.min.css'), path.join(KATEX_DIR, 'katex.min.css'));
  for (const font of fs.readdirSync(path.join(dist, 'fonts')).filter((f) => f.endsWith('.woff2'))) {
    fs.copyFileSync(path.join(dist, 'fonts', font), path.join(KATEX_DIR, 'fonts', font));
  }
}

/** Mermaid's ES module build (its entry and the chunks it imports, without source maps), served by the site. */
function copyMermaid() {
  const dist = path.dirname(createRequire(path.resolve('package.json')).resolve('mermaid/dist/mermaid.esm.min.mjs'));
  const target = path.join(path.resolve('public'), MERMAID_ASSETS);
  const chunks = path.join('chunks', 'mermaid.esm.min');
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(path.join(target, chunks), { recursive: true });
  fs.copyFileSync(path.join(dist, 'mermaid.esm.min.mjs'), path.join(target, 'mermaid.esm.min.mjs'));
  for (const file of fs.readdirSync(path.join(dist, chunks)).filter((f) => f.endsWith('.mjs'))) {
    fs.copyFileSync(path.join(dist, chunks, file), path.join(target, chunks, file));
  }
}

async function main() {
  if (process.argv.includes('--replay')) replayDocumentOutputs(generatedDocuments());
  const { count, usesGlobalData, themeIds, standIns } = await generateMdxModules(
    getContentRoot(),
    undefined,
    siteConfig.packageAliases,
  );
  // What `@docusaurus/Translate` reads: code.json's own ids, and the theme's words for the theme ids the site names.
  fs.writeFileSync(path.resolve(CODE_TRANSLATIONS), JSON.stringify(siteCodeTranslations(themeIds)));
  for (const line of standIns) console.warn(`warn  [theme] ${line}`);
  // The docs plugins' global data for the browser, by locale, only when the site's code or MDX reads it.
  if (usesGlobalData) writeGlobalData(Object.fromEntries(siteLocales.map(({ locale }) => [locale, globalDataOf(locale)])));
  if (siteConfig.markdown.math) copyKatex();
  if (siteConfig.markdown.mermaid) copyMermaid();
  const copied = [siteConfig.markdown.math && 'KaTeX stylesheet and fonts', siteConfig.markdown.mermaid && 'Mermaid'].filter(
    Boolean,
  );
  console.log(`${count} module(s) imported by MDX${copied.length > 0 ? `; ${copied.join(' and ')} copied` : ''}`);
}

main().catch((error: unknown) => {
  // A content mistake (a Markdown file the site's code imports that does not compile) is its message, not a stack.
  console.error(error instanceof ContentError ? error.message : error);
  process.exit(1);
});
