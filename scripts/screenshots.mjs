// Screenshots of pages of the built site (light and dark, 1280 px and 390 px) into .build/screens/,
// for looking at what readers see: `node scripts/screenshots.mjs /docs/intro/ /blog/`. `FULL=1`: the whole page;
// `END=1`: the end of the page (its footer, tags and previous/next links); `CLICK=<selector>`: after a click on the
// first element it matches (a menu opened).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { createStaticServer, exportBasePath } from './lib/static-server.mjs';

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const dir = path.resolve('.build', 'screens');
fs.mkdirSync(dir, { recursive: true });

const root = path.resolve('out');
const basePath = exportBasePath(root);
const server = createStaticServer({ root, basePath });
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
try {
  for (const page of pages) {
    for (const width of [1280, 390]) {
      for (const theme of ['light', 'dark']) {
        const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
        await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
        const tab = await context.newPage();
        const errors = [];
        tab.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        await tab.goto(`${origin}${basePath}${page}`, { waitUntil: 'networkidle' });
        const name = `${page.replace(/[^\w\u4e00-\u9fff-]+/g, '_').replace(/^_|_$/g, '') || 'home'}-${width}-${theme}.png`;
        if (process.env.END === '1') await tab.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        if (process.env.CLICK) {
          await tab.waitForFunction(() => document.documentElement.dataset.js === 'ready');
          await tab.locator(process.env.CLICK).first().click();
        }
        await tab.screenshot({ path: path.join(dir, name), fullPage: process.env.FULL === '1' });
        const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        console.log(
          `${name}${overflow > 0 ? `  (horizontal overflow ${overflow}px)` : ''}${errors.length ? `  console errors: ${errors.join(' | ')}` : ''}`,
        );
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
