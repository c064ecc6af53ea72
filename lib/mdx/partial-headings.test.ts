/**
 * Headings of Markdown a React page renders: Docusaurus gives heading anchors through its theme's Heading, one of the
 * MDX components `@theme/MDXContent` provides to docs, posts and Markdown pages; a partial that a page of the site's
 * own code imports and renders has no such provider, so its headings are plain `<hN id>` (ids from the headings
 * remark plugin, h1's too) without the `hash-link`.
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { configureMarkdown, mdxRehypePlugins, mdxRemarkPlugins } from './pipeline';

// @mdx-js/mdx is ESM-only deep down (estree-walker has no `require` export): load it with import().
let mdx: typeof import('@mdx-js/mdx');
before(async () => {
  mdx = await import('@mdx-js/mdx');
});

const SOURCE = '# 标题\n\n## 安装\n\n### 配置 {#setup}\n\n正文。\n';

/** Compiled as lib/mdx/compile.ts compiles a document with this raw data (its `attachRaw`). */
async function compiled(kind: 'md' | 'mdx', raw: Record<string, unknown>): Promise<string> {
  const attach = () => (_tree: unknown, file: VFile) => void Object.assign(file.data, { rawDocumentData: raw });
  if (kind === 'md') {
    const processor = unified().use(attach);
    configureMarkdown(processor as never);
    return String(await processor.process(SOURCE));
  }
  return String(
    await mdx.compile(new VFile({ value: SOURCE, path: `${process.cwd()}/_mdx_bundler_entry_point-compiled.mdx` }), {
      remarkPlugins: [attach, ...mdxRemarkPlugins],
      rehypePlugins: mdxRehypePlugins,
      jsxImportSource: 'react',
    }),
  );
}

test("a document's headings below h1 get their anchor link; h1 has no id", async () => {
  for (const kind of ['md', 'mdx'] as const) {
    const output = await compiled(kind, { sourceFilePath: `docs/intro.${kind}` });
    assert.equal((output.match(/hash-link/g) ?? []).length, 2, kind);
    assert.doesNotMatch(output, /id="标题"|id: "标题"/, kind);
  }
});

test("Markdown the site's code renders (outside MDXContent): headings keep their ids and get no anchor link", async () => {
  for (const kind of ['md', 'mdx'] as const) {
    const output = await compiled(kind, { sourceFilePath: `src/pages/_intro.${kind}`, outsideMdxContent: true });
    assert.doesNotMatch(output, /hash-link/, kind);
    if (kind === 'md') assert.match(output, /<h1 id="标题">标题<\/h1>\n<h2 id="安装">安装<\/h2>\n<h3 id="setup">配置<\/h3>/);
    else assert.match(output, /id: "标题"[^]*id: "安装"[^]*id: "setup"/);
  }
});
