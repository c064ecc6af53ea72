import assert from 'node:assert/strict';
import { test } from 'node:test';
import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList } from 'unified';
import { rehypeRawWhenNeeded } from './pipeline';

const html = async (markdown: string, raw: PluggableList[number]): Promise<string> =>
  String(
    await unified()
      .use(remarkParse)
      .use(remarkRehype, { allowDangerousHtml: true })
      .use([raw])
      .use(rehypeStringify)
      .process(markdown),
  );

test('raw HTML comes out as rehype-raw makes it, a plain comment without re-parsing the tree', async () => {
  for (const markdown of [
    '摘要一段。\n\n<!-- truncate -->\n\n正文 *强调* 与 `code`。',
    '行内 <!-- 注释 --> 文字',
    '<!---->\n\n<!-- a -- b -->\n\n<!-- a > b -->\n\n<!--- x --->\n\n<!-- x <!-- y -->',
    '<!-- truncate --><br>\n\n<div>块</div>\n\n<details><summary>更多</summary>\n\n内容\n\n</details>',
    '<!--\n多行\n注释\n-->',
  ]) {
    assert.equal(await html(markdown, rehypeRawWhenNeeded), await html(markdown, rehypeRaw), JSON.stringify(markdown));
  }
  assert.equal(await html('<!-- truncate -->', rehypeRawWhenNeeded), '<!-- truncate -->');
});
