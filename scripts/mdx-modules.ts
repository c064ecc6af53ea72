// Build step between the content layer and Next: the modules MDX imports (scripts/lib/mdx-modules.ts) and,
// when the site uses math, KaTeX's stylesheet and fonts served from the site itself (no CDN).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { siteConfig } from '../config/site';
import { getContentRoot } from '../lib/content/paths';
import { KATEX_DIR } from '../lib/mdx/katex';
import { generateMdxModules } from './lib/mdx-modules';

function copyKatex() {
  const dist = path.dirname(createRequire(path.resolve('package.json')).resolve('katex/dist/katex.min.css'));
  fs.rmSync(KATEX_DIR, { recursive: true, force: true });
  fs.mkdirSync(path.join(KATEX_DIR, 'fonts'), { recursive: true });
  fs.copyFileSync(path.join(dist, 'katex.min.css'), path.join(KATEX_DIR, 'katex.min.css'));
  for (const font of fs.readdirSync(path.join(dist, 'fonts')).filter((f) => f.endsWith('.woff2'))) {
    fs.copyFileSync(path.join(dist, 'fonts', font), path.join(KATEX_DIR, 'fonts', font));
  }
}

async function main() {
  const count = await generateMdxModules(getContentRoot());
  if (siteConfig.markdown.math) copyKatex();
  console.log(`${count} module(s) imported by MDX${siteConfig.markdown.math ? '; KaTeX stylesheet and fonts copied' : ''}`);
}

void main();
