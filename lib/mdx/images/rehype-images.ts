/**
 * The rehype plugin that serves a document's raster images in modern formats at the right size
 * (lib/mdx/images/encode.ts encodes them once, cached by content hash):
 * - an `<img>` of Markdown (`![]()`), of raw HTML in `.md`, or written as JSX in MDX (`src="./a.png"`,
 *   `src={imported}`, `src={require('./a.png').default}`) becomes a `<picture>` (AVIF, WebP, the original
 *   format), with its intrinsic width and height, and is marked zoomable (components/content/image-zoom);
 * - a component given an image (`<Image src={imported} />`, e.g. antd's) renders its own `<img>`, so it gets
 *   a `srcSet` of the original format's widths, `sizes` and its aspect ratio (it still cannot move the page);
 * - the document's first image loads eagerly with high priority, the others lazily; the first counts whatever it
 *   is (an SVG, an animated GIF or another site's image, left as they are, load first too).
 * Animated images and SVGs are otherwise left as they are. The encoded files are published like other assets.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseExpressionAt } from 'acorn';
import type { Element, ElementContent, Root } from 'hast';
import { visit } from '../visit';
import type { VFile } from 'vfile';
import { getContentRoot } from '../../content/paths';
import { assetRecorder, copyAsset, sourceOfPublished } from '../links';
import { classifyImport } from '../mdx-imports';
import { sourcePathOf } from '../vfile-source';
import { cachedVariantPath, encodeImage, type EncodedImage } from './encode';
import { loadingOf, pictureOf } from './markup';

/** A JSX attribute of MDX's hast (mdast-util-mdx-jsx). */
interface JsxAttribute {
  type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute';
  name?: string;
  value?: string | null | { type: 'mdxJsxAttributeValueExpression'; value: string; data?: { estree?: Program } };
}
interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: JsxAttribute[];
  children: unknown[];
}
interface Node {
  type: string;
  [key: string]: unknown;
}
interface Program {
  type: 'Program';
  body: Node[];
}

/** A file path an image URL of the document names (relative, `@site/`), if it is a local file. */
function localFile(url: string, dir: string, root: string): string | undefined {
  if (/^(?:[a-z][a-z\d+.-]*:|\/\/|#|data:)/i.test(url)) return undefined;
  const published = sourceOfPublished(url);
  if (published) return published;
  const clean = decodeURI(url.split(/[?#]/)[0]!);
  const file = clean.startsWith('@site/')
    ? path.join(root, clean.slice(6))
    : clean.startsWith('/')
      ? undefined
      : path.resolve(dir, clean);
  return file && fs.existsSync(file) && fs.statSync(file).isFile() ? file : undefined;
}

/** The import specifier of `require('x')` or `require('x').default`, or the name of an identifier. */
function expressionTarget(program: Program | undefined): { require?: string; identifier?: string } {
  let expression = (program?.body[0] as { expression?: Node } | undefined)?.expression;
  if (expression?.type === 'MemberExpression' && (expression.property as Node).name === 'default')
    expression = expression.object as Node;
  if (expression?.type === 'Identifier') return { identifier: expression.name as string };
  if (expression?.type === 'CallExpression' && (expression.callee as Node).name === 'require') {
    const arg = (expression.arguments as Node[])[0];
    if (arg?.type === 'Literal' && typeof arg.value === 'string') return { require: arg.value };
  }
  return {};
}

/** The names under which an MDX document imports `@theme/IdealImage`. */
function idealImageNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children as unknown as Node[]) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of ((node.data as { estree?: Program } | undefined)?.estree?.body ?? []) as Node[]) {
      if (statement.type !== 'ImportDeclaration') continue;
      if (!/^@theme(-original)?\/IdealImage$/.test(String((statement.source as Node).value))) continue;
      for (const s of statement.specifiers as Node[])
        if (s.type === 'ImportDefaultSpecifier') names.add((s.local as Node).name as string);
    }
  }
  return names;
}

/** The images an MDX document imports (`import a from './a.png'`): local name → file. */
function importedImages(tree: Root, from: string, root: string): Map<string, string> {
  const images = new Map<string, string>();
  for (const node of tree.children as unknown as Node[]) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of ((node.data as { estree?: Program } | undefined)?.estree?.body ?? []) as Node[]) {
      if (statement.type !== 'ImportDeclaration') continue;
      const found = classifyImport(String((statement.source as Node).value), from, root);
      if (found.kind !== 'asset') continue;
      for (const s of statement.specifiers as Node[])
        if (s.type === 'ImportDefaultSpecifier') images.set((s.local as Node).name as string, found.file);
    }
  }
  return images;
}

/** An attribute whose value is a JavaScript expression (its estree made with acorn, as MDX's parser does). */
function expressionAttribute(name: string, code: string): JsxAttribute {
  const expression = parseExpressionAt(code, 0, { ecmaVersion: 'latest' });
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: code,
      data: { estree: { type: 'Program', body: [{ type: 'ExpressionStatement', expression } as Node] } },
    },
  };
}

const stringAttribute = (name: string, value: string | number): JsxAttribute => ({
  type: 'mdxJsxAttribute',
  name,
  value: String(value),
});

/** Copies an image's encoded files into the asset folder, recorded for the compile cache's replay. */
function publish(image: EncodedImage & { key: string }): void {
  for (const variant of image.variants) {
    const asset = { from: cachedVariantPath(image.key, variant.cached), name: variant.name };
    copyAsset(asset);
    assetRecorder.current?.push(asset);
  }
}

type Job = {
  /** The image file to encode; none: an image of another site. */
  file?: string;
  apply: (image: (EncodedImage & { key: string }) | undefined, first: boolean) => void;
};

const FIRST = loadingOf(true);

/** An `<img>` left as it is (not encoded): the document's first loads eagerly, before any other image. */
function loadFirstElement(img: Element): void {
  Object.assign(img.properties, FIRST);
  delete img.properties.decoding;
}

/** Sets a JSX element's attribute, in place of one of that name. */
function setAttribute(element: JsxElement, attribute: JsxAttribute): void {
  element.attributes = [...element.attributes.filter((a) => a.name !== attribute.name), attribute];
}

/** A JSX `<img>` left as it is, first of its document: as `loadFirstElement`. */
function loadFirstJsx(img: JsxElement): void {
  img.attributes = img.attributes.filter((a) => a.name !== 'decoding');
  for (const [name, value] of Object.entries(FIRST)) setAttribute(img, stringAttribute(name, value));
}

/** An `<img>` element (Markdown, raw HTML) as a picture. */
function pictureElement(img: Element, image: EncodedImage, first: boolean): Element {
  const picture = pictureOf(image);
  const own = img.properties;
  const sized = own.width !== undefined && own.height !== undefined;
  const sources: ElementContent[] = picture.sources.map((s) => ({
    type: 'element',
    tagName: 'source',
    properties: { type: s.type, srcSet: s.srcSet, sizes: s.sizes },
    children: [],
  }));
  const properties = {
    ...own,
    ...picture.img,
    ...(sized ? { width: own.width, height: own.height } : {}),
    ...loadingOf(first),
    dataZoomable: '',
  };
  if (first) delete (properties as { decoding?: unknown }).decoding;
  else delete (properties as { fetchPriority?: unknown }).fetchPriority;
  return { type: 'element', tagName: 'picture', properties: {}, children: [...sources, { ...img, properties }] };
}

/** A JSX `<img>` of MDX as a JSX `<picture>`. */
function pictureJsx(img: JsxElement, image: EncodedImage, first: boolean): JsxElement {
  const picture = pictureOf(image);
  const has = (name: string) => img.attributes.some((a) => a.name === name);
  const replaced = new Set(['src', 'srcSet', 'sizes', 'loading', 'decoding', 'fetchPriority']);
  if (!has('width') || !has('height')) ['width', 'height'].forEach((n) => replaced.add(n));
  const attributes = [
    ...img.attributes.filter((a) => !a.name || !replaced.has(a.name)),
    ...Object.entries({ ...picture.img, ...loadingOf(first) })
      .filter(([name]) => replaced.has(name))
      .map(([name, value]) => stringAttribute(name, value)),
    stringAttribute('data-zoomable', ''),
  ];
  const sources = picture.sources.map((s) => ({
    type: 'mdxJsxTextElement',
    name: 'source',
    attributes: [stringAttribute('type', s.type), stringAttribute('srcSet', s.srcSet), stringAttribute('sizes', s.sizes)],
    children: [],
  }));
  return {
    type: img.type,
    name: 'picture',
    attributes: [],
    children: [...sources, { ...img, type: 'mdxJsxTextElement', attributes }],
  };
}

/** A component given an image: its `src` at the right size, with `srcSet`, `sizes`, loading and aspect ratio. */
function sizeComponent(element: JsxElement, image: EncodedImage, first: boolean): void {
  const picture = pictureOf(image);
  const has = (name: string) => element.attributes.some((a) => a.name === name);
  const set = (attribute: JsxAttribute) => setAttribute(element, attribute);
  set(stringAttribute('src', picture.img.src));
  set(stringAttribute('srcSet', picture.img.srcSet));
  set(stringAttribute('sizes', picture.img.sizes));
  if (!has('loading')) set(stringAttribute('loading', first ? 'eager' : 'lazy'));
  if (!has('decoding') && !first) set(stringAttribute('decoding', 'async'));
  if (!has('style') && !has('height'))
    set(expressionAttribute('style', `{ aspectRatio: ${JSON.stringify(`${image.width} / ${image.height}`)} }`));
}

/** `@theme/IdealImage`'s `img`: the picture its runtime component renders (components/mdx/docusaurus/ideal-image.tsx). */
function idealImage(element: JsxElement, image: EncodedImage, first: boolean): void {
  const picture = { ...pictureOf(image), ...loadingOf(first) };
  delete (picture as { decoding?: unknown }).decoding;
  element.attributes = [
    ...element.attributes.filter((a) => a.name !== 'img'),
    expressionAttribute('img', JSON.stringify(picture)),
  ];
}

/** The plugin (both formats; the MDX forms only occur in MDX). */
export function rehypeImages() {
  return async (tree: Root, file: VFile) => {
    const source = sourcePathOf(file);
    if (!source) return;
    const root = getContentRoot();
    const real = file.path && !file.path.includes('_mdx_bundler_entry_point') ? file.path : undefined;
    const from = real ?? path.join(root, source);
    const dir = path.dirname(from);
    const imports = importedImages(tree, from, root);
    const ideal = idealImageNames(tree);
    const jobs: Job[] = [];
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.type === 'element' && node.tagName === 'img' && !(parent.type === 'element' && parent.tagName === 'picture')) {
        const target = localFile(String(node.properties.src ?? ''), dir, root);
        jobs.push({
          file: target,
          apply: (image, first) => {
            if (image) parent.children[index] = pictureElement(node, image, first);
            else if (first) loadFirstElement(node);
          },
        });
        return;
      }
      const jsx = node as unknown as JsxElement;
      const name = jsx.name;
      if ((jsx.type !== 'mdxJsxFlowElement' && jsx.type !== 'mdxJsxTextElement') || !name) return;
      const src = jsx.attributes.find((a) => a.name === (ideal.has(name) ? 'img' : 'src'));
      if (!src || src.value == null) return;
      const jsxImg = (file: string | undefined) =>
        jobs.push({
          file,
          apply: (image, first) => {
            if (image) (parent.children as unknown[])[index] = pictureJsx(jsx, image, first);
            else if (first) loadFirstJsx(jsx);
          },
        });
      let target: string | undefined;
      if (typeof src.value === 'string') target = localFile(src.value, dir, root);
      else {
        const { identifier, require } = expressionTarget(src.value.data?.estree);
        if (identifier) target = imports.get(identifier);
        if (require) {
          const found = classifyImport(require, from, root, 'require');
          if (found.kind === 'asset') target = found.file;
        }
      }
      if (name === 'img') jsxImg(target);
      else if (!target) return;
      else if (ideal.has(name)) jobs.push({ file: target, apply: (image, first) => image && idealImage(jsx, image, first) });
      else if (/^[A-Z]|\./.test(name))
        jobs.push({ file: target, apply: (image, first) => image && sizeComponent(jsx, image, first) });
    });
    const images = await Promise.all(
      jobs.map(({ file }) => (file ? encodeImage(file, path.basename(file, path.extname(file))) : undefined)),
    );
    jobs.forEach((job, i) => {
      const image = images[i];
      if (image) publish(image);
      job.apply(image, i === 0);
    });
  };
}
