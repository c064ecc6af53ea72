// What a page weighs for a reader who reads it to the end: Chromium (Playwright) on the export served with
// gzip (the same server as Lighthouse), the viewport of a phone (390 px at 2×) and of a desktop (1280 px at 1×),
// the page scrolled to its end one screen at a time (lazy images load), every response's transferred bytes
// (headers and body) summed. Requests to other hosts are answered by an empty stand-in and not counted.
// Also: the images in the order they were requested, to tell whether any came before the article's first.
import { Worker } from 'node:worker_threads';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.mjs';

/** The two readers measured. */
export const READERS = [
  { name: 'phone', width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { name: 'desktop', width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
];

async function startServer(root, basePath) {
  const worker = new Worker(new URL('./lighthouse.mjs', import.meta.url), {
    workerData: { role: 'bench-server', root, basePath },
  });
  const { port } = await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return { port, stop: () => worker.terminate() };
}

async function measure(browser, url, reader) {
  const context = await browser.newContext({
    viewport: { width: reader.width, height: reader.height },
    deviceScaleFactor: reader.deviceScaleFactor,
    isMobile: reader.isMobile,
    hasTouch: reader.hasTouch,
  });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: '' }));
  const page = await context.newPage();
  const responses = [];
  const images = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && new URL(request.url()).hostname === '127.0.0.1') images.push(request.url());
  });
  const counted = (request) => {
    if (new URL(request.url()).hostname !== '127.0.0.1') return;
    responses.push(request.sizes().then((s) => s.responseHeadersSize + s.responseBodySize));
  };
  page.on('requestfinished', counted);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const firstArticleImage = await page.evaluate(() => {
    const img = document.querySelector('.markdown img');
    return img instanceof HTMLImageElement ? img.currentSrc : undefined;
  });
  // One screen at a time to the end, waiting each time until the requests it started are done.
  for (;;) {
    const done = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight);
      return window.scrollY === before;
    });
    await page.waitForLoadState('networkidle');
    if (done) break;
  }
  // The page is read: a request finishing from here on (a late prefetch) is not counted, and none is asked for its
  // sizes while the context closes (that rejected, and the unhandled rejection ended the bench, 2026-11-27).
  page.off('requestfinished', counted);
  const bytes = (await Promise.all(responses)).reduce((a, b) => a + b, 0);
  await context.close();
  return {
    reader: reader.name,
    viewport: `${reader.width} px @${reader.deviceScaleFactor}x`,
    bytes,
    requests: responses.length,
    imageRequests: images.length,
    firstImageRequest: images[0],
    firstArticleImage,
    noImageBeforeArticle: firstArticleImage === undefined || images[0] === firstArticleImage,
  };
}

/** Measures `href` (under `basePath`) of the export at `root` for each reader. */
export async function measurePageWeight({ root, basePath, href }) {
  const server = await startServer(root, basePath);
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const url = `http://127.0.0.1:${server.port}${basePath}${href}`;
    const results = [];
    for (const reader of READERS) results.push(await measure(browser, url, reader));
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}
