/**
 * Links and images in Markdown, resolved the Docusaurus way:
 * - a link to a `.md`/`.mdx` file becomes the target page's URL, looked up as Docusaurus does
 *   (lib/content/markdown-links.ts; a missing file is reported with file:line per `onBrokenMarkdownLinks`);
 * - a root-relative link (`/docs/intro`) gets the base path, as Docusaurus adds `baseUrl`;
 * - in a translation (a file of a locale other than the default), a link to a page goes to that page in the same
 *   locale, translated or not: Docusaurus builds each locale on its own, where every page is at the locale's URL
 *   (`localeLinkRule`; a default-locale document served untranslated gets its locale's links when it is served);
 * - an image next to the Markdown is copied to `public/_assets/` under a content hash and served from there,
 *   with its width and height (no layout shift when it loads) and lazy loading; so is any other file a link
 *   names beside it (`./collection.json`, `./slides.pdf`), as Docusaurus publishes it under `/assets/files/`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Image, Root } from 'mdast';
import { visit } from './visit';
import type { VFile } from 'vfile';
import { siteConfig } from '../../config/site';
import { slashedLinkTarget } from '../trailing-slash';
import { reportProblem } from '../checks/report';
import { displayPath } from '../content/display-path';
import { frontMatterData } from '../content/frontmatter';
import { resolveMarkdownLink } from '../content/markdown-links';
import { permalinkForFile } from '../content/permalinks';
import { getContentRoot } from '../content/paths';
import { imageFileSize } from '../image-size';
import { decodeUriOrAsWritten } from '../decode-uri';
import { localizeSitePath } from '../i18n/locale-links';
import { ASSETS_ROUTE, localeLinkRule, route, routeWithBase, withBase } from '../routes';
import { localeOfFile, sourcePathOf } from './vfile-source';

/** Where copied content images go (served as `/_assets/…` under the base path). */
export const ASSET_DIR = path.resolve('public', '_assets');

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i;

function splitHash(url: string): [string, string] {
  const i = url.search(/[?#]/);
  return i === -1 ? [url, ''] : [url.slice(0, i), url.slice(i)];
}

/** A file a compile copied into the asset folder: where it came from and the name it got. */
export interface PublishedAsset {
  readonly from: string;
  readonly name: string;
  /** The bytes written, when they are not the source file's (a stylesheet with its urls rewritten). */
  readonly contents?: string;
}

/** While a document compiles, the assets it publishes are recorded here (lib/mdx/compile.ts replays them from its cache). */
export const assetRecorder: { current?: PublishedAsset[] } = {};

/** Copies a file into the asset folder under its name, unless it is there already. */
export function copyAsset({ from, name, contents }: PublishedAsset, data?: Buffer): void {
  const target = path.join(ASSET_DIR, name);
  if (fs.existsSync(target)) return;
  fs.mkdirSync(ASSET_DIR, { recursive: true });
  fs.writeFileSync(target, data ?? (contents !== undefined ? Buffer.from(contents) : fs.readFileSync(from)));
}

/** The files published by this process, by public href (lib/mdx/images/ finds the image behind a Markdown image's URL). */
const publishedFiles = new Map<string, string>();

/** The source file of a published asset's href, if this process published it. */
export const sourceOfPublished = (href: string): string | undefined => publishedFiles.get(href);

/** The name a file is published under: its name, then a hash of its bytes. */
function assetName(absolutePath: string, data: Buffer): string {
  const hash = crypto.createHash('sha256').update(data).digest('hex').slice(0, 10);
  const ext = path.extname(absolutePath).toLowerCase();
  return `${path.basename(absolutePath, ext).replace(/[^\w-]+/g, '-')}-${hash}${ext}`;
}

/** The site path (without base path) a file is published at by {@link publishAsset}, without publishing it. */
export const assetRoute = (absolutePath: string): string =>
  `${ASSETS_ROUTE}/${assetName(absolutePath, fs.readFileSync(absolutePath))}`;

/**
 * The file a front matter `image` names, as Docusaurus's MDX loader reads it (`createAssetsExportCode`): `./x.png` is
 * the file beside the document (`sourceFilePath`, content-relative), if it is there; anything else names no file.
 */
function frontMatterImageFile(image: unknown, sourceFilePath: string): string | undefined {
  if (typeof image !== 'string' || !image.startsWith('./')) return undefined;
  const file = path.join(getContentRoot(), path.dirname(sourceFilePath), image);
  return isFile(file) ? file : undefined;
}

/**
 * A front matter `image` as the page's social card: the site path of the file beside the document, which
 * `remarkContentLinks` publishes with it, or the value as written (a URL, a path in static/).
 */
export function frontMatterImage(image: string | undefined, sourceFilePath: string): string | undefined {
  const file = frontMatterImageFile(image, sourceFilePath);
  return file ? assetRoute(file) : image;
}

/** Copies a file (or the given contents in its place) into the asset folder once and returns its public href (with base path). */
export function publishAsset(absolutePath: string, contents?: Buffer | string): string {
  const data = contents === undefined ? fs.readFileSync(absolutePath) : Buffer.from(contents);
  const name = assetName(absolutePath, data);
  copyAsset({ from: absolutePath, name }, data);
  if (contents === undefined) assetRecorder.current?.push({ from: absolutePath, name });
  const href = withBase(`${ASSETS_ROUTE}/${name}`);
  if (contents === undefined) publishedFiles.set(href, absolutePath);
  return href;
}

/**
 * Whether a link to an existing file publishes that file, as Docusaurus's transformLinks does
 * (packages/docusaurus-mdx-loader/src/remark/transformLinks): a file with an extension other than .md, .mdx and
 * .html (a `.pdf`, `.zip`, `.json`…), or any file named through `@site/`.
 */
export const isAssetLink = (target: string): boolean =>
  target.startsWith('@site/') || (path.extname(target) !== '' && !/\.(?:mdx?|html)$/i.test(target));

const isFile = (file: string): boolean => fs.existsSync(file) && fs.statSync(file).isFile();

/** Gives an image its intrinsic size (reserving its space before it loads) and lazy loading. */
function setImageSize(node: Image, file: string): void {
  // Not an image format image-size knows: left without dimensions.
  const size = imageFileSize(file);
  if (size) node.data = { ...node.data, hProperties: { ...size, loading: 'lazy', decoding: 'async' } };
}

/** Rewrites links and images of one document (`trailingSlash`: the site's, unless a test gives another). */
export function remarkContentLinks(options: { trailingSlash?: boolean } = {}) {
  const trailingSlash = 'trailingSlash' in options ? options.trailingSlash : siteConfig.trailingSlash;
  return (tree: Root, file: VFile) => {
    const source = sourcePathOf(file);
    if (!source) return;
    const dir = path.dirname(path.join(getContentRoot(), source));
    // A front matter image beside the document is published with it (its pages point at it: frontMatterImage). The
    // compiler may be given the body alone: the front matter is read from the file.
    const sourceFile = path.join(getContentRoot(), source);
    const text = isFile(sourceFile) ? fs.readFileSync(sourceFile, 'utf8') : '';
    const image = /^image:/m.test(text) ? frontMatterImageFile(frontMatterData(text).image, source) : undefined;
    if (image) publishAsset(image);
    const rule = localeLinkRule(localeOfFile(file));
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
      /** A link's site path in the document's locale (images stay: they are files, served once). */
      const inLocale = (href: string): string => (rule && node.type !== 'image' ? localizeSitePath(href, rule) : href);
      const url = decodeUriOrAsWritten(node.url);
      if (EXTERNAL.test(url) || url === '') return;
      const [target, suffix] = splitHash(url);
      if (/\.mdx?$/.test(target)) {
        const href = resolveMarkdownLink(target, source);
        if (href) {
          node.url = inLocale(routeWithBase(href)) + suffix;
        } else {
          reportProblem(
            siteConfig.checks.onBrokenMarkdownLinks,
            'onBrokenMarkdownLinks',
            `${displayPath(source)}:${node.position?.start.line ?? 0}: Markdown link "${url}" points to a file that does not exist`,
          );
          // Left as a URL, as Docusaurus leaves it: the link check then reports it if nothing is served there.
          if (url.startsWith('/')) node.url = inLocale(withBase(url));
        }
        return;
      }
      // A Markdown image that names no file stops the build, as Docusaurus's transformImage stops it
      // (`markdown.hooks.onBrokenMarkdownImages`, default throw); `/img/x.png` is looked up in static/.
      const missingImage = (file: string) => {
        if (node.type === 'image' && !isFile(file.replace(/\?.*$/, '')))
          reportProblem(
            siteConfig.checks.onBrokenMarkdownImages,
            'onBrokenMarkdownImages',
            `${displayPath(source)}:${node.position?.start.line ?? 0}: Markdown image "${url}" points to a file that does not exist`,
          );
      };
      if (url.startsWith('/')) {
        const staticFile = path.join(getContentRoot(), 'static', target);
        missingImage(staticFile);
        node.url = inLocale(withBase(url));
        // A page link gets the site's trailingSlash, as Docusaurus's Link (MDX's `a`) applies it: `/docs/rules/` is
        // `/docs/rules` on a `trailingSlash: false` site. A file of static/ is left as written.
        if (node.type !== 'image' && !isFile(staticFile)) {
          const bases = [withBase('/'), inLocale(withBase('/'))];
          const pathname = node.url.split(/[#?]/)[0]!;
          if (!bases.includes(pathname)) node.url = slashedLinkTarget(node.url, trailingSlash, withBase('/'));
        }
        return;
      }
      const absolute = target.startsWith('@site/')
        ? path.join(getContentRoot(), target.slice('@site/'.length))
        : path.resolve(dir, target);
      missingImage(absolute);
      if (isFile(absolute)) {
        if (node.type === 'image' || isAssetLink(target)) {
          node.url = publishAsset(absolute) + suffix;
          if (node.type === 'image') setImageSize(node, absolute);
        }
        return;
      }
      // A relative link to a page (`../other-doc`, `WeChat`): Docusaurus's URLs have no trailing slash, so the
      // author wrote it relative to `/section/page`; here pages may end with `/`, so resolve it the old way.
      if (node.type !== 'image' && target !== '' && !/\.[a-z0-9]+$/i.test(target)) {
        const page = permalinkForFile(path.join(getContentRoot(), source));
        if (page)
          node.url = routeWithBase(route(decodeURI(new URL(target, `http://site${page.replace(/\/$/, '')}`).pathname))) + suffix;
      }
    });
  };
}
