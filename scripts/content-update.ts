// The content layer of a partial build (scripts/build.mjs) when only the bodies of Markdown or MDX documents
// changed: their documents in Contentlayer's generated data are updated here instead of running Contentlayer,
// which at N=1000 spent 4 to 6 s loading itself, checking every file and writing every collection again for
// one edited document (and, declaring no front-matter keys in a build, takes none of its documents from its
// cache: contentlayer.config.ts). Markdown bodies compile as in the content layer: on the compile threads, or
// on this thread when the build says they are few (lib/mdx/compile-pool.ts); MDX bodies one at a time.
//
// A body-only edit (the front matter is byte for byte the previous one) changes a document's `body` and its
// computed `meta`, nothing else: its other fields come from the front matter. The document is the previous one
// with those two computed as Contentlayer computes them: `body.raw` is the text after the front matter as
// gray-matter cuts it; `body.html` (Markdown) is the whole file through the same compile and cache
// (lib/mdx/contentlayer-hooks.ts, which also records its warnings and assets), `body.code` (MDX) the whole file
// through mdx-bundler with Contentlayer's options and the same hooks; `meta` comes from the same describe
// function as the computed field (contentlayer.config.ts). The document's JSON file and its collection's
// `_index.json` are written as Contentlayer writes them, once every document is computed.
//
// Arguments: the edited files, relative to the content root. Exits with code 3, writing nothing, for a file
// it does not update (not a document of the generated data: a partial, a file of no document type), and with
// code 1 when compiling or describing fails: the build then runs Contentlayer, which words those errors.
import fs from 'node:fs';
import path from 'node:path';
import { bundleMDX } from 'mdx-bundler';
import { describeDoc, describePage, describePost } from '../lib/content/describe';
import { contentlayerBody } from '../lib/content/frontmatter';
import { getContentRoot } from '../lib/content/paths';
import { attachRaw } from '../lib/mdx/compile';
import { compileMarkdownBody, contentlayerMdxOptions } from '../lib/mdx/contentlayer-hooks';

const GENERATED = path.resolve('.contentlayer', 'generated');
/** The document types and the describe function of their computed `meta` (contentlayer.config.ts). */
const DESCRIBE: Record<string, (sourceFilePath: string) => object> = {
  Doc: describeDoc,
  DocMdx: describeDoc,
  Post: describePost,
  PostMdx: describePost,
  Page: describePage,
  PageMdx: describePage,
};

interface GeneratedDocument {
  _id: string;
  _raw: { sourceFilePath: string; contentType: string } & Record<string, unknown>;
  body: { raw: string; html?: string; code?: string };
  meta: object;
}

/** Contentlayer's file name for a document (its `idToFileName`): its path with `/` as `__`, `_` before a digit. */
const jsonFileOf = (type: string, sourceFilePath: string) =>
  path.join(GENERATED, type, `${/^[0-9]/.test(sourceFilePath) ? '_' : ''}${sourceFilePath.replaceAll('/', '__')}.json`);

/**
 * An MDX document's code as Contentlayer's `bundleMDX` makes it (@contentlayer2/core, src/markdown/mdx.ts):
 * mdx-bundler on the whole file, from the document's folder, with the content layer's MDX options after the
 * plugin that attaches the document's data (which the options read back).
 */
async function mdxBody(text: string, raw: GeneratedDocument['_raw']): Promise<string> {
  if (text.length === 0) return '';
  // Contentlayer sets it before bundling, for the bundle and everything after it in the process.
  if (process.env.NODE_ENV === undefined) Object.assign(process.env, { NODE_ENV: 'development' });
  const { remarkPlugins, rehypePlugins, mdxOptions, esbuildOptions } = contentlayerMdxOptions;
  const result = await bundleMDX({
    source: text,
    cwd: path.join(getContentRoot(), path.dirname(String(raw.flattenedPath))),
    mdxOptions: (options) => {
      options.rehypePlugins = [...(options.rehypePlugins ?? []), ...(rehypePlugins as never[])];
      options.remarkPlugins = [attachRaw(raw) as never, ...(options.remarkPlugins ?? []), ...(remarkPlugins as never[])];
      return mdxOptions(options as never) as never;
    },
    esbuildOptions: (options) => {
      options.target = 'es2020';
      return esbuildOptions(options as never) as never;
    },
  });
  if (result.errors.length > 0) throw new Error(`${raw.sourceFilePath}: ${result.errors.map((e) => e.text).join('; ')}`);
  return result.code;
}

const write = (file: string, value: unknown) => fs.writeFileSync(file, JSON.stringify(value, null, 2));

async function main(files: string[]) {
  const edits = files.map((sourceFilePath) => {
    const type = Object.keys(DESCRIBE).find((t) => fs.existsSync(jsonFileOf(t, sourceFilePath)));
    const previous = type
      ? (JSON.parse(fs.readFileSync(jsonFileOf(type, sourceFilePath), 'utf8')) as GeneratedDocument)
      : undefined;
    const contentType = previous?._raw.contentType;
    if (
      !type ||
      !previous ||
      previous._raw.sourceFilePath !== sourceFilePath ||
      (contentType !== 'markdown' && contentType !== 'mdx')
    ) {
      console.log(`content update: ${sourceFilePath} is not a document of the generated data; Contentlayer runs`);
      process.exit(3);
    }
    return { sourceFilePath, type, previous, contentType };
  });
  const update = async ({ sourceFilePath, type, previous, contentType }: (typeof edits)[number]) => {
    const text = fs.readFileSync(path.join(getContentRoot(), sourceFilePath), 'utf8');
    const raw = contentlayerBody(text);
    const body =
      contentType === 'markdown'
        ? { raw, html: await compileMarkdownBody(text, previous._raw) }
        : { raw, code: await mdxBody(text, previous._raw) };
    return { type, document: { ...previous, body, meta: DESCRIBE[type]!(sourceFilePath) } };
  };
  // Markdown bodies all at once (the compile pool queues them, on its threads or on this one), then MDX bodies one
  // at a time: a compile on this thread collects the warnings printed while it runs, so none may overlap another.
  const documents = await Promise.all(edits.filter((e) => e.contentType === 'markdown').map(update));
  for (const edit of edits.filter((e) => e.contentType !== 'markdown')) documents.push(await update(edit));
  const updated = new Map<string, GeneratedDocument[]>();
  for (const { type, document } of documents) updated.set(type, [...(updated.get(type) ?? []), document]);
  // Every file's new content first, then the writes: a failure leaves the generated data as it was.
  const writes: [string, unknown][] = [];
  for (const [type, documents] of updated) {
    const indexFile = path.join(GENERATED, type, '_index.json');
    const index = JSON.parse(fs.readFileSync(indexFile, 'utf8')) as GeneratedDocument[];
    for (const document of documents) {
      const at = index.findIndex((d) => d._id === document._id);
      if (at === -1) throw new Error(`${document._id} is missing from ${path.relative(process.cwd(), indexFile)}`);
      index[at] = document;
      writes.push([jsonFileOf(type, document._raw.sourceFilePath), document]);
    }
    writes.push([indexFile, index]);
  }
  for (const [file, value] of writes) write(file, value);
  console.log(`updated ${files.length} document(s) of the generated data`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.replace(/:$/, '');
  console.log(`content update stopped (${reason}); Contentlayer builds the content and reports what it finds`);
  process.exit(1);
});
