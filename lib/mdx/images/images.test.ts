// @own-process: moves the working folder and sets CONTENT_DIR before importing the image modules.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import sharp from 'sharp';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { tempFolder } from '../../../tests/helpers/temp';

// A site of its own: the cache (.build/cache/images) and the asset folder (public/_assets) are resolved from
// the working directory when the modules load.
const site = tempFolder('myblog-images');
const content = path.join(site, 'content');
fs.mkdirSync(path.join(content, 'blog'), { recursive: true });
process.env.CONTENT_DIR = content;
// Packages read from the project's node_modules by path (the theme's translations) resolve from there too.
fs.symlinkSync(path.resolve('node_modules'), path.join(site, 'node_modules'), 'dir');
process.chdir(site);

const ready = (async () => {
  const modules = {
    ...(await import('./encode')),
    ...(await import('./cache-dir')),
    ...(await import('./rehype-images')),
    ...(await import('./lead-image')),
    ...(await import('./markup')),
  };

  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });
  await photo(1000, 500)
    .png()
    .toFile(path.join(content, 'blog', 'wide.png'));
  await photo(300, 200)
    .jpeg()
    .toFile(path.join(content, 'blog', 'small.jpg'));
  // A PNG named .jpg (as real sites have): its fallback is a PNG.
  await photo(600, 300)
    .png()
    .toFile(path.join(content, 'blog', 'named-wrong.jpg'));
  fs.writeFileSync(path.join(content, 'blog', 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
  const frame = { create: { width: 20, height: 20, channels: 4 as const, background: '#f00' } };
  await sharp(
    [
      await sharp(frame).png().toBuffer(),
      await sharp({ create: { ...frame.create, background: '#00f' } })
        .png()
        .toBuffer(),
    ],
    {
      join: { animated: true },
    },
  )
    .gif()
    .toFile(path.join(content, 'blog', 'anim.gif'));

  return modules;
})();

test('widths: the column widths under the original, and the original, never wider', async () => {
  const { widthsFor, sizesFor } = await ready;
  assert.deepEqual(widthsFor(3391), [480, 800, 1200, 1600]);
  assert.deepEqual(widthsFor(716), [480, 716]);
  assert.deepEqual(widthsFor(300), [300]);
  assert.equal(sizesFor(300), '(max-width: 328px) calc(100vw - 28px), 300px');
  assert.equal(sizesFor(3000), '(max-width: 796px) calc(100vw - 28px), 768px');
});

test('an image is encoded once (AVIF, WebP, its own format), then read from the cache by content hash', async () => {
  const { encodeImage, encodeStats, IMAGE_CACHE_DIR } = await ready;
  const file = path.join(content, 'blog', 'wide.png');
  const first = await encodeImage(file, 'wide');
  assert.ok(first);
  assert.equal(first.width, 1000);
  assert.equal(first.height, 500);
  assert.deepEqual(
    first.variants.map((v) => `${v.format}-${v.width}`),
    ['avif-480', 'avif-800', 'avif-1000', 'webp-480', 'webp-800', 'webp-1000', 'png-480', 'png-800', 'png-1000'],
  );
  const encoded = encodeStats.encoded;
  const stamp = fs.statSync(path.join(IMAGE_CACHE_DIR, first.key, first.variants[0]!.cached)).mtimeMs;
  // The same bytes under another name: not encoded again, published under that name.
  fs.copyFileSync(file, path.join(content, 'blog', 'copy.png'));
  const again = await encodeImage(path.join(content, 'blog', 'copy.png'), 'copy');
  assert.equal(encodeStats.encoded, encoded);
  assert.deepEqual(
    again?.variants.map((v) => [v.cached, v.name]),
    first.variants.map((v) => [v.cached, v.name.replace(/^wide-/, 'copy-')]),
  );
  assert.match(first.variants[0]!.name, /^wide-[0-9a-f]{10}-480\.avif$/);
  assert.equal(fs.statSync(path.join(IMAGE_CACHE_DIR, first.key, first.variants[0]!.cached)).mtimeMs, stamp);
  assert.equal((await encodeImage(path.join(content, 'blog', 'named-wrong.jpg'), 'named-wrong'))?.fallback, 'png');
});

test('SVGs and animated GIFs are served as they are', async () => {
  const { encodeImage } = await ready;
  assert.equal(await encodeImage(path.join(content, 'blog', 'icon.svg'), 'icon'), undefined);
  assert.equal(await encodeImage(path.join(content, 'blog', 'anim.gif'), 'anim'), undefined);
});

const raw = { rawDocumentData: { sourceFilePath: 'blog/post.md' } };

/** A Markdown document (raw HTML allowed) through the images plugin, as HTML. */
async function markdownHtml(value: string): Promise<string> {
  const { rehypeImages } = await ready;
  return String(
    await unified()
      .use(remarkParse)
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypeRaw)
      .use(rehypeImages)
      .use(rehypeStringify)
      .process(new VFile({ value, data: raw })),
  );
}

test('Markdown and raw HTML images become pictures with their size; the first loads first, the rest lazily', async () => {
  const { leadImageOf } = await ready;
  const html = await markdownHtml('![Wide](./wide.png)\n\n<img src="./small.jpg" alt="Small">\n\n![Anim](./anim.gif)\n');
  const pictures = html.split('<picture>').slice(1);
  assert.equal(pictures.length, 2, html);
  assert.match(
    pictures[0]!,
    /^<source type="image\/avif" srcset="\/myblog\/_assets\/wide-[0-9a-f]{10}-480\.avif 480w, [^"]+-1000\.avif 1000w" sizes="[^"]+">/,
  );
  assert.match(pictures[0]!, /<source type="image\/webp" srcset="[^"]+-480\.webp 480w/);
  assert.match(
    pictures[0]!,
    /<img src="\/myblog\/_assets\/wide-[0-9a-f]{10}-1000\.png" alt="Wide"[^>]* width="1000" height="500" loading="eager" fetchpriority="high"/,
  );
  assert.match(
    pictures[1]!,
    /<img src="[^"]+small-[0-9a-f]{10}-300\.jpg" alt="Small"[^>]* width="300" height="200" loading="lazy" decoding="async"/,
  );
  assert.doesNotMatch(pictures[1]!, /fetchpriority/);
  assert.match(html, /<img src="\.\/anim\.gif" alt="Anim">/);
  assert.ok(fs.existsSync(path.join(site, 'public', '_assets', /wide-[0-9a-f]{10}-800\.avif/.exec(html)![0])));
  const lead = leadImageOf(html);
  assert.ok(lead && 'srcSet' in lead && lead.srcSet.split(', ').length === 3, JSON.stringify(lead));
});

test("the article's first image loads first whatever it is: an SVG or another site's image before a raster one", async () => {
  const { leadImageOf } = await ready;
  const svgFirst = await markdownHtml(
    '<img src="./icon.svg" alt="Icon" loading="lazy" decoding="async">\n\n![Wide](./wide.png)\n',
  );
  assert.match(svgFirst, /<img src="\.\/icon\.svg" alt="Icon" loading="eager" fetchpriority="high">/);
  assert.match(svgFirst, /<img src="[^"]+wide-[0-9a-f]{10}-1000\.png"[^>]* loading="lazy" decoding="async"/);
  // Not the picture after it (this test's src is not a site path, so nothing is preloaded).
  assert.equal(leadImageOf(svgFirst), undefined);
  // A published first image left as it is is preloaded by its own src, in HTML and in compiled MDX alike.
  const svg = '/myblog/_assets/icon-0123456789.svg';
  assert.deepEqual(leadImageOf(`<p><img src="${svg}" alt="" loading="eager" fetchpriority="high"></p>`), { src: svg });
  assert.deepEqual(
    leadImageOf(`_jsx(_components.img, {\n  src: "${svg}",\n  alt: "",\n  loading: "eager",\n  fetchPriority: "high"\n})`),
    { src: svg },
  );
  assert.equal(leadImageOf('<img src="https://example.org/a.png" loading="eager" fetchpriority="high">'), undefined);
  const remoteFirst = await markdownHtml('![Remote](https://example.org/a.png)\n\n![Wide](./wide.png)\n');
  assert.match(remoteFirst, /<img src="https:\/\/example\.org\/a\.png" alt="Remote" loading="eager" fetchpriority="high">/);
  assert.equal((remoteFirst.match(/fetchpriority/g) ?? []).length, 1);
  assert.equal(leadImageOf(remoteFirst), undefined);
});

test('MDX: a JSX <img> given an import or a require becomes a picture; a component given an image gets srcSet and aspect ratio', async () => {
  const { rehypeImages } = await ready;
  const mdx = [
    "import wide from './wide.png';",
    "import { Image } from 'antd';",
    '',
    '<Image width="100%" src={wide} />',
    '',
    '<img src={require(\'./small.jpg\').default} alt="Small" />',
  ].join('\n');
  const code = String(
    await (
      await import('@mdx-js/mdx')
    ).compile(new VFile({ value: mdx, path: path.join(content, 'blog', 'post.mdx'), data: raw }), {
      rehypePlugins: [rehypeImages],
      jsxImportSource: 'react',
    }),
  );
  assert.match(code, /_jsx\(Image, \{[^}]*src: "\/myblog\/_assets\/wide-[0-9a-f]{10}-1000\.png"/);
  assert.match(code, /srcSet: "[^"]+wide-[0-9a-f]{10}-480\.png 480w/);
  assert.match(code, /aspectRatio: "1000 \/ 500"/);
  assert.match(code, /loading: "eager"/);
  assert.match(
    code,
    /"picture"[\s\S]*type: "image\/avif"[\s\S]*"img", \{[^}]*src: "[^"]+small-[0-9a-f]{10}-300\.jpg"[^}]*width: "300"[^}]*loading: "lazy"/,
  );
  assert.match(code, /"data-zoomable": ""/);
});

test("MDX: the ideal-image plugin's <Image img={require('./x.png')} /> gets the encoded picture", async () => {
  const { rehypeImages } = await ready;
  const mdx = ["import Image from '@theme/IdealImage';", '', '<Image img={require(\'./wide.png\')} alt="Wide" />'].join('\n');
  const code = String(
    await (
      await import('@mdx-js/mdx')
    ).compile(new VFile({ value: mdx, path: path.join(content, 'blog', 'post.mdx'), data: raw }), {
      rehypePlugins: [rehypeImages],
      jsxImportSource: 'react',
    }),
  );
  assert.match(code, /img: \{\s*"sources": \[\{\s*"type": "image\/avif"/);
  assert.match(code, /"width": 1000,\s*"height": 500/);
  assert.match(code, /"loading": "eager",\s*"fetchPriority": "high"/);
});
