// @own-process: sets the MYBLOG_* variables that the components it imports read.
import assert from 'node:assert/strict';
import path from 'node:path';
import { afterEach, before, beforeEach, describe, test } from 'node:test';
import NextLink from 'next/link';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { unified } from 'unified';
import { configureMarkdown } from '@/lib/mdx/pipeline';
import Admonition from './admonition';
import BrowserOnly from './browser-only.client';
import { docusaurusClientModules, docusaurusClientModulesIn } from './client';
import CodeBlock from './code-block';
import PlainCodeBlock, { plainCodeLines } from './code-block-plain';
import Details from './details';
import ColorModeToggle from './color-mode-toggle.client';
import LazyColorModeToggle from './color-mode-toggle-lazy.client';
import DocCard from './doc-card';
import DocCardList from './doc-card-list';
import MDXContent from './mdx-content';
import { docusaurusModules } from './index';
import Interpolate, { interpolate } from './interpolate';
import Link from './link';
import SiteLink from '@/components/ui/site-link';
import TabItem from './tab-item.client';
import Tabs from './tabs.client';
import LazyTabs from './tabs-lazy.client';
import {
  ensureNoDuplicateValue,
  focusIndexForKey,
  getInitialValue,
  getQueryStringKey,
  getStorageKey,
  getTabValues,
  pickSyncedValue,
  withSearchParam,
} from './tabs-state';
import TOCInline, { type TocEntry } from './toc-inline';
import Translate, { translate } from './translate';
import { MdxLocale } from './mdx-locale.client';
import useBaseUrl, { useBaseUrlUtils } from './use-base-url';
import useDocusaurusContext from './use-docusaurus-context';
import { createTranslator } from '@/lib/i18n';
import {
  DOCUSAURUS_MODULE_EXPORTS,
  DOCUSAURUS_MODULE_FILES,
  DOCUSAURUS_MODULE_IDS,
  standsIn,
  THEME_STAND_IN_ID,
} from '@/lib/mdx/docusaurus-module-ids';
import { getMdxUiStrings, getMdxUiTable } from '@/lib/i18n/client-strings';

const ENV_KEYS = [
  'MYBLOG_BASE_PATH',
  'MYBLOG_SITE_URL',
  'MYBLOG_DOCUSAURUS_CONTEXT',
  'MYBLOG_MDX_UI',
  'MYBLOG_CODE_TRANSLATIONS',
] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));

function setEnv(values: Partial<Record<(typeof ENV_KEYS)[number], string>>): void {
  for (const key of ENV_KEYS) {
    if (values[key] === undefined) delete process.env[key];
    else process.env[key] = values[key];
  }
}

beforeEach(() =>
  setEnv({
    MYBLOG_BASE_PATH: '/myblog',
    MYBLOG_SITE_URL: 'https://example.com',
    MYBLOG_MDX_UI: JSON.stringify(getMdxUiTable()),
  }),
);
afterEach(() => setEnv(savedEnv));

/** The HTML the `.md` pipeline renders for a Markdown document. */
async function renderMarkdown(markdown: string): Promise<string> {
  const processor = unified();
  configureMarkdown(processor as never);
  return String(await processor.process(markdown)).trim();
}

// Shiki stops tokenizing a line after 500 ms and colours the rest as one token; the first use of a grammar can take that
// long on a busy machine, so each language is used once before outputs are compared.
before(() => renderMarkdown(['js', 'ts', 'bash', 'text'].map((lang) => `\`\`\`${lang}\nconst x = 1;\n\`\`\``).join('\n\n')));

interface Tag {
  readonly attrs: Record<string, string>;
  readonly inner: string;
}

/** Elements `<tag attr="value">` with their attributes and inner HTML (up to the next `</tag>`: no nesting). */
function findTags(html: string, tag: string, attr: string, value: string): Tag[] {
  const found: Tag[] = [];
  for (const m of html.matchAll(new RegExp(`<${tag}((?:\\s+[\\w-]+(?:="[^"]*")?)*)>`, 'g'))) {
    const attrs = Object.fromEntries([...m[1]!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, n, v]) => [n!, v ?? '']));
    const start = m.index + m[0].length;
    if (attrs[attr] === value) found.push({ attrs, inner: html.slice(start, html.indexOf(`</${tag}>`, start)) });
  }
  return found;
}

describe('Tabs', () => {
  const fruit = (
    <Tabs>
      <TabItem value="apple" label="苹果">
        Apple
      </TabItem>
      {'\n'}
      <TabItem value="banana" label="香蕉" default>
        Banana
      </TabItem>
      <TabItem value="cherry">Cherry</TabItem>
    </Tabs>
  );

  test('renders every panel, the default tab selected and the others hidden, with roles and ids wired', () => {
    const html = renderToStaticMarkup(fruit);
    assert.match(html, /<div role="tablist" aria-orientation="horizontal" class="tabs">/);
    const tabs = findTags(html, 'button', 'role', 'tab');
    const panels = findTags(html, 'div', 'role', 'tabpanel');
    assert.deepEqual(
      tabs.map((t) => t.inner),
      ['苹果', '香蕉', 'cherry'],
    );
    assert.deepEqual(
      panels.map((p) => p.inner),
      ['Apple', 'Banana', 'Cherry'],
    );
    assert.deepEqual(
      tabs.map((t) => [t.attrs['aria-selected'], t.attrs.tabindex, t.attrs.type]),
      [
        ['false', '-1', 'button'],
        ['true', '0', 'button'],
        ['false', '-1', 'button'],
      ],
    );
    assert.deepEqual(
      panels.map((p) => 'hidden' in p.attrs),
      [true, false, true],
    );
    assert.match(tabs[1]!.attrs.class!, /\btabs__item--active\b/);
    tabs.forEach((tab, i) => {
      assert.ok(tab.attrs.id, 'tab has an id');
      assert.equal(tab.attrs['aria-controls'], panels[i]!.attrs.id);
      assert.equal(panels[i]!.attrs['aria-labelledby'], tab.attrs.id);
    });
    assert.equal(new Set([...tabs, ...panels].map((e) => e.attrs.id)).size, 6, 'ids are unique');
  });

  test('defaultValue wins over the default TabItem; values prop gives labels and attributes', () => {
    const html = renderToStaticMarkup(
      <Tabs
        defaultValue="b"
        values={[
          { value: 'a', label: 'Alpha' },
          { value: 'b', label: 'Beta', attributes: { className: 'red', 'data-x': '1' } },
        ]}
        groupId="g"
        queryString
        className="extra"
      >
        <TabItem value="a" default>
          A
        </TabItem>
        <TabItem value="b">B</TabItem>
      </Tabs>,
    );
    const tabs = findTags(html, 'button', 'role', 'tab');
    assert.deepEqual(
      tabs.map((t) => [t.inner, t.attrs['aria-selected']]),
      [
        ['Alpha', 'false'],
        ['Beta', 'true'],
      ],
    );
    assert.equal(tabs[1]!.attrs.class, 'tabs__item tabs__item--active red');
    assert.equal(tabs[1]!.attrs['data-x'], '1');
    assert.match(html, /class="tabs extra"/);
    assert.deepEqual(
      findTags(html, 'div', 'role', 'tabpanel').map((p) => 'hidden' in p.attrs),
      [true, false],
    );
  });

  test('throws Docusaurus errors for duplicate values, bad children and a bad defaultValue', () => {
    assert.throws(
      () =>
        renderToStaticMarkup(
          <Tabs>
            <TabItem value="a">1</TabItem>
            <TabItem value="a">2</TabItem>
          </Tabs>,
        ),
      { message: `Docusaurus error: Duplicate values "'a'" found in <Tabs>. Every value needs to be unique.` },
    );
    assert.throws(
      () => ensureNoDuplicateValue([{ value: 'a' }, { value: 'b' }, { value: 'a' }, { value: 'b' }, { value: 'a' }]),
      {
        message: `Docusaurus error: Duplicate values "'a', 'b', 'a'" found in <Tabs>. Every value needs to be unique.`,
      },
    );
    assert.throws(
      () =>
        renderToStaticMarkup(
          <Tabs>
            <p>x</p>
          </Tabs>,
        ),
      /^Error: Docusaurus error: Bad <Tabs> child <p>: all children of the <Tabs> component should be <TabItem>/,
    );
    assert.throws(
      () =>
        renderToStaticMarkup(
          <Tabs defaultValue="z">
            <TabItem value="a">1</TabItem>
          </Tabs>,
        ),
      /The <Tabs> has a defaultValue "z" but none of its children has the corresponding value. Available values are: a\./,
    );
    assert.throws(() => renderToStaticMarkup(<Tabs>{null}</Tabs>), /requires at least one <TabItem>/);
    assert.throws(() => getQueryStringKey({ queryString: true }), /groupId prop is required if queryString=true/);
  });
});

describe('tabs-state helpers', () => {
  const values = [{ value: 'mac' }, { value: 'win', default: true }, { value: 'linux' }];

  test('initial value, storage and query keys', () => {
    assert.equal(getInitialValue(undefined, values), 'win');
    assert.equal(getInitialValue(null, values), 'win');
    assert.equal(getInitialValue('linux', values), 'linux');
    assert.equal(getInitialValue(undefined, [{ value: 'x' }, { value: 'y' }]), 'x');
    assert.equal(getStorageKey('os'), 'docusaurus.tab.os');
    assert.equal(getStorageKey(undefined), null);
    assert.equal(getQueryStringKey({ queryString: true, groupId: 'os' }), 'os');
    assert.equal(getQueryStringKey({ queryString: 'platform', groupId: 'os' }), 'platform');
    assert.equal(getQueryStringKey({ queryString: false, groupId: 'os' }), null);
    assert.equal(getQueryStringKey({ groupId: 'os' }), null);
  });

  test('values come from TabItem props unless given', () => {
    const children = [
      <TabItem key="1" value="a" label="A" attributes={{ id: 'x' }} />,
      '\n  ',
      <TabItem key="2" value="b" default />,
    ];
    assert.deepEqual(getTabValues(undefined, children), [
      { value: 'a', label: 'A', attributes: { id: 'x' }, default: undefined },
      { value: 'b', label: undefined, attributes: undefined, default: true },
    ]);
    assert.deepEqual(getTabValues([{ value: 'z' }], children), [{ value: 'z' }]);
  });

  test('the query string wins over localStorage; values that are not tabs are ignored', () => {
    assert.equal(pickSyncedValue('linux', 'mac', values), 'linux');
    assert.equal(pickSyncedValue(null, 'mac', values), 'mac');
    assert.equal(pickSyncedValue('bsd', 'mac', values), null);
    assert.equal(pickSyncedValue(null, 'bsd', values), null);
    assert.equal(pickSyncedValue(null, null, values), null);
  });

  test('search params are set, keeping the others', () => {
    assert.equal(withSearchParam('', 'os', 'mac'), '?os=mac');
    assert.equal(withSearchParam('?a=1&os=win', 'os', 'mac os'), '?a=1&os=mac+os');
  });

  test('arrow keys wrap around, Home/End jump, other keys do nothing', () => {
    assert.equal(focusIndexForKey('ArrowRight', 0, 3), 1);
    assert.equal(focusIndexForKey('ArrowRight', 2, 3), 0);
    assert.equal(focusIndexForKey('ArrowLeft', 0, 3), 2);
    assert.equal(focusIndexForKey('ArrowLeft', 2, 3), 1);
    assert.equal(focusIndexForKey('ArrowLeft', -1, 3), 2);
    assert.equal(focusIndexForKey('Home', 2, 3), 0);
    assert.equal(focusIndexForKey('End', 0, 3), 2);
    assert.equal(focusIndexForKey('Enter', 0, 3), null);
    assert.equal(focusIndexForKey('ArrowDown', 0, 3), null);
    assert.equal(focusIndexForKey('ArrowRight', 0, 0), null);
  });
});

describe('TOCInline', () => {
  const toc: TocEntry[] = [
    { value: 'Intro', id: 'intro', level: 2 },
    { value: 'Setup', id: 'setup', level: 3 },
    { value: 'Deep', id: 'deep', level: 4 },
    { value: 'Run', id: 'run', level: 3 },
    { value: '<code>API</code>', id: 'api', level: 2 },
    { value: 'Options', id: 'options', level: 3 },
  ];

  test('nests h3 under h2 and leaves out h4 by default', () => {
    assert.equal(
      renderToStaticMarkup(<TOCInline toc={toc} />),
      '<div class="toc-inline"><ul class="table-of-contents">' +
        '<li><a href="#intro">Intro</a><ul><li><a href="#setup">Setup</a></li><li><a href="#run">Run</a></li></ul></li>' +
        '<li><a href="#api"><code>API</code></a><ul><li><a href="#options">Options</a></li></ul></li>' +
        '</ul></div>',
    );
  });

  test('heading levels filter the tree; kept headings move up when their parent is left out', () => {
    const deep = renderToStaticMarkup(<TOCInline toc={toc} maxHeadingLevel={4} />);
    assert.match(deep, /<li><a href="#setup">Setup<\/a><ul><li><a href="#deep">Deep<\/a><\/li><\/ul><\/li>/);
    assert.equal(
      renderToStaticMarkup(<TOCInline toc={toc} minHeadingLevel={3} className="mine" />),
      '<div class="toc-inline mine"><ul class="table-of-contents">' +
        '<li><a href="#setup">Setup</a></li><li><a href="#run">Run</a></li><li><a href="#options">Options</a></li>' +
        '</ul></div>',
    );
    assert.equal(renderToStaticMarkup(<TOCInline toc={toc} minHeadingLevel={5} maxHeadingLevel={6} />), '');
  });
});

describe('Admonition', () => {
  test('renders what the :::tip syntax renders', async () => {
    assert.equal(
      renderToStaticMarkup(
        <Admonition type="tip">
          <p>x</p>
        </Admonition>,
      ),
      await renderMarkdown(':::tip\nx\n:::'),
    );
    assert.equal(
      renderToStaticMarkup(
        <Admonition type="warning" title="小心">
          <p>y</p>
        </Admonition>,
      ),
      await renderMarkdown(':::warning[小心]\ny\n:::'),
    );
  });

  test("a directive's attributes go to the admonition, as Docusaurus hands them over", async () => {
    assert.match(
      await renderMarkdown(':::note[带属性]{#admonition-id .padding--lg .text--italic}\nz\n:::'),
      /^<aside id="admonition-id" class="admonition admonition-note padding--lg text--italic" data-admonition="note"><div class="admonition-heading">带属性<\/div>/,
    );
  });

  test('unknown types are notes; an icon comes before the title', () => {
    assert.equal(
      renderToStaticMarkup(<Admonition type="bogus">z</Admonition>),
      '<aside class="admonition admonition-note" data-admonition="note"><div class="admonition-heading">备注</div><div class="admonition-content">z</div></aside>',
    );
    assert.match(
      renderToStaticMarkup(
        <Admonition type="DANGER" icon="🔥">
          z
        </Admonition>,
      ),
      /^<aside class="admonition admonition-danger" data-admonition="danger"><div class="admonition-heading"><span class="admonition-icon" aria-hidden="true">🔥<\/span>危险<\/div>/,
    );
  });
});

describe('Details', () => {
  test('a native details element with the default, given or child summary', () => {
    assert.equal(
      renderToStaticMarkup(<Details>body</Details>),
      '<details class="details"><summary>详细信息</summary><div class="details-content">body</div></details>',
    );
    assert.equal(
      renderToStaticMarkup(
        <Details summary="更多" open id="d" className="x">
          body
        </Details>,
      ),
      '<details open="" id="d" class="details x"><summary>更多</summary><div class="details-content">body</div></details>',
    );
    assert.equal(
      renderToStaticMarkup(
        <Details>
          <summary>
            <b>看</b>
          </summary>
          <p>body</p>
        </Details>,
      ),
      '<details class="details"><summary><b>看</b></summary><div class="details-content"><p>body</p></div></details>',
    );
  });
});

describe('words in the locale of the page', () => {
  test("MDX rendered in the browser on a page of another locale: that locale's words; else the site's", () => {
    process.env.MYBLOG_MDX_UI = JSON.stringify({
      defaultLocale: 'zh-CN',
      locales: { 'zh-CN': getMdxUiStrings(createTranslator('zh-CN')), fr: getMdxUiStrings(createTranslator('fr')) },
    });
    const render = (locale: string) => {
      const table = docusaurusClientModulesIn(locale);
      const component = (id: string) => table[id]!.default as (props: Record<string, unknown>) => ReactNode;
      const [A, D, C] = [component('@theme/Admonition'), component('@theme/Details'), component('@theme/CodeBlock')];
      const mdx = (table['@theme/MDXComponents']!.default as Record<string, unknown>).details;
      assert.equal(mdx, D, 'MDXComponents maps details to the same component');
      return renderToStaticMarkup(
        <>
          <A type="tip">x</A>
          <D>y</D>
          <C language="js">{'let a = 1;'}</C>
        </>,
      );
    };
    const fr = render('fr');
    assert.match(fr, /<div class="admonition-heading">astuce<\/div>/);
    assert.match(fr, /<summary>Details<\/summary>/, 'this site has no French words of its own: English');
    assert.match(fr, /aria-label="Copier le code" data-copy-code="">Copier</);
    const zh = render('zh-CN');
    assert.match(zh, /<div class="admonition-heading">提示<\/div>/);
    assert.match(zh, /<summary>详细信息<\/summary>/);
    assert.equal(render('de'), zh, "a locale that is not the site's speaks the default locale");
    assert.equal(docusaurusClientModulesIn('fr'), docusaurusClientModulesIn('fr'), 'one table per locale');
  });

  test("the site's own component rendering @theme/CodeBlock in the browser: the words of the page's locale", () => {
    // The author's code imports the component itself, not a locale's table: its MDX body gives the locale.
    process.env.MYBLOG_MDX_UI = JSON.stringify({
      defaultLocale: 'en',
      locales: { en: getMdxUiStrings(createTranslator('en')), 'zh-Hans': getMdxUiStrings(createTranslator('zh-Hans')) },
    });
    const html = renderToStaticMarkup(
      <MdxLocale locale="zh-Hans">
        <PlainCodeBlock className="language-bash">{'echo 1'}</PlainCodeBlock>
      </MdxLocale>,
    );
    assert.match(html, />复制</);
  });
});

describe('Link', () => {
  const element = (node: ReactNode) => {
    assert.ok(isValidElement(node));
    return node as ReactElement<Record<string, unknown>>;
  };

  test('site paths go through next/link without the base path', () => {
    const internal = element(Link({ to: '/docs/intro/', className: 'c', children: 'x' }));
    assert.equal(internal.type, SiteLink);
    assert.equal(element(SiteLink({ href: '/docs/intro/' })).type, NextLink);
    assert.equal(internal.props.href, '/docs/intro/');
    assert.equal(internal.props.className, 'c');
    assert.equal(element(Link({ href: '/myblog/docs/intro/' })).props.href, '/docs/intro/');
    assert.equal(element(Link({ href: '/myblog' })).props.href, '/');
    assert.equal(element(Link({ href: '/myblogger/' })).props.href, '/myblogger/');
    assert.equal(renderToStaticMarkup(<Link to="/myblog/docs/intro">简介</Link>), '<a href="/docs/intro">简介</a>');
    // A last segment with a dot (a version, `v1.0`): next/link would drop its trailing slash; a plain anchor keeps it.
    assert.equal(
      renderToStaticMarkup(
        <Link to="/docs/0.0.8/" className="v">
          0.0.8
        </Link>,
      ),
      '<a href="/myblog/docs/0.0.8/" class="v">0.0.8</a>',
    );
    assert.equal(
      renderToStaticMarkup(<Link to="/docs/migrations/v1.0/#notes">v1.0</Link>),
      '<a href="/myblog/docs/migrations/v1.0/#notes">v1.0</a>',
    );
  });

  test('external links open in a new tab; anchors and relative links stay plain', () => {
    assert.equal(
      renderToStaticMarkup(<Link href="https://github.com">GitHub</Link>),
      '<a href="https://github.com" target="_blank" rel="noopener noreferrer">GitHub</a>',
    );
    assert.equal(
      renderToStaticMarkup(<Link to="//cdn.example.com/x">x</Link>),
      '<a href="//cdn.example.com/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
    assert.equal(
      renderToStaticMarkup(
        <Link href="https://a.b" target="_self">
          x
        </Link>,
      ),
      '<a href="https://a.b" target="_self" rel="noopener noreferrer">x</a>',
    );
    assert.equal(renderToStaticMarkup(<Link to="#usage">用法</Link>), '<a href="#usage">用法</a>');
    assert.equal(renderToStaticMarkup(<Link to="../other/">x</Link>), '<a href="../other/">x</a>');
    assert.equal(
      renderToStaticMarkup(<Link to="pathname:///files/a.pdf">pdf</Link>),
      '<a href="/myblog/files/a.pdf" target="_blank" rel="noopener noreferrer">pdf</a>',
    );
    assert.equal(
      renderToStaticMarkup(
        <Link to="/raw/" autoAddBaseUrl={false}>
          x
        </Link>,
      ),
      '<a href="/raw/">x</a>',
    );
    assert.equal(
      renderToStaticMarkup(
        <Link isNavLink activeClassName="on" data-noBrokenLinkCheck>
          x
        </Link>,
      ),
      '<a>x</a>',
    );
    assert.equal(element(Link({ to: 'mailto:a@b.c' })).props.target, '_blank');
  });

  test("the site's trailingSlash applies to internal targets, as Docusaurus's Link applies it", () => {
    const withSlash = (trailingSlash?: boolean) =>
      setEnv({
        MYBLOG_BASE_PATH: '/myblog',
        MYBLOG_SITE_URL: 'https://example.com',
        MYBLOG_DOCUSAURUS_CONTEXT: JSON.stringify({ baseUrl: '/myblog/', trailingSlash }),
      });
    withSlash(false);
    assert.equal(element(Link({ to: '/docs/rules/' })).props.href, '/docs/rules');
    assert.equal(renderToStaticMarkup(<Link href="/myblog/docs/a/?q=1#x">a</Link>), '<a href="/docs/a?q=1#x">a</a>');
    assert.equal(renderToStaticMarkup(<Link to="./applying-rules/#part">p</Link>), '<a href="./applying-rules#part">p</a>');
    assert.equal(renderToStaticMarkup(<Link to="/">h</Link>), '<a href="/">h</a>', 'the base URL keeps its slash');
    assert.equal(renderToStaticMarkup(<Link to="#top">t</Link>), '<a href="#top">t</a>');
    assert.equal(
      renderToStaticMarkup(<Link href="/myblog/_assets/a-0123456789.pdf/">f</Link>),
      '<a href="/myblog/_assets/a-0123456789.pdf/">f</a>',
      "this site's published files stay as they are",
    );
    withSlash(true);
    assert.equal(element(Link({ to: '/docs/rules#x' })).props.href, '/docs/rules/#x', 'to next/link');
    assert.equal(renderToStaticMarkup(<Link to="../other">o</Link>), '<a href="../other/">o</a>');
    withSlash(undefined);
    assert.equal(element(Link({ to: '/docs/rules' })).props.href, '/docs/rules', 'unset: as written');
    assert.equal(element(Link({ to: '/docs/rules/' })).props.href, '/docs/rules/');
  });
});

describe('useBaseUrl', () => {
  test('non-empty base path (Docusaurus cases)', () => {
    setEnv({ MYBLOG_BASE_PATH: '/docusaurus', MYBLOG_SITE_URL: 'https://docusaurus.io' });
    const cases: [string, string][] = [
      ['', ''],
      ['hello', '/docusaurus/hello'],
      ['/hello', '/docusaurus/hello'],
      ['hello/foo/', '/docusaurus/hello/foo/'],
      ['img/x.png', '/docusaurus/img/x.png'],
      ['https://github.com', 'https://github.com'],
      ['//reactjs.org', '//reactjs.org'],
      ['/docusaurus', '/docusaurus/'],
      ['/docusaurus/', '/docusaurus/'],
      ['/docusaurus/hello', '/docusaurus/hello'],
      ['#hello', '#hello'],
    ];
    const { withBaseUrl } = useBaseUrlUtils();
    for (const [url, expected] of cases) assert.equal(withBaseUrl(url), expected, url);
    assert.equal(useBaseUrl('/hello', { forcePrependBaseUrl: true }), '/docusaurus/hello');
    assert.equal(useBaseUrl('/docusaurus/x', { forcePrependBaseUrl: true }), '/docusaurus/docusaurus/x');
    assert.equal(useBaseUrl('//reactjs.org', { forcePrependBaseUrl: true }), '//reactjs.org');
    assert.equal(useBaseUrl('/hello/foo', { absolute: true }), 'https://docusaurus.io/docusaurus/hello/foo');
    assert.equal(useBaseUrlUtils().withBaseUrl('hello'), '/docusaurus/hello');
  });

  test('site at the root', () => {
    setEnv({ MYBLOG_BASE_PATH: '', MYBLOG_SITE_URL: 'https://example.com/' });
    assert.equal(useBaseUrl('hello'), '/hello');
    assert.equal(useBaseUrl('/hello/'), '/hello/');
    assert.equal(useBaseUrl('/hello/foo', { absolute: true }), 'https://example.com/hello/foo');
    assert.equal(useBaseUrl('https://site.com', { forcePrependBaseUrl: true }), 'https://site.com');
    setEnv({});
    assert.equal(useBaseUrl('img/x.png'), '/img/x.png');
  });
});

describe('CodeBlock', () => {
  test('renders exactly the figure of the same fenced block', async () => {
    const fence = '```js title="src/a.js" showLineNumbers {1}\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n```';
    const expected = await renderMarkdown(fence);
    const element = await CodeBlock({
      children: 'const a = 1;\n// highlight-next-line\nconst b = 2;\n',
      language: 'js',
      title: 'src/a.js',
      showLineNumbers: true,
      metastring: '{1}',
    });
    assert.equal(renderToStaticMarkup(element), expected);
    const fromClass = await CodeBlock({ children: ['const a', ' = 1;'], className: 'language-ts' });
    assert.equal(renderToStaticMarkup(fromClass), await renderMarkdown('```ts\nconst a = 1;\n```'));
    const metaOnly = await CodeBlock({ children: 'npm i', className: 'language-bash', metastring: 'title="install.sh" {1}' });
    assert.equal(renderToStaticMarkup(metaOnly), await renderMarkdown('```bash title="install.sh" {1}\nnpm i\n```'));
  });

  test('non-text children are shown as they are', async () => {
    assert.equal(
      renderToStaticMarkup(await CodeBlock({ children: <b>x</b>, className: 'language-js mine' })),
      '<pre tabindex="0" class="code-block-jsx mine"><code><b>x</b></code></pre>',
    );
  });
});

describe('PlainCodeBlock (browser-rendered MDX)', () => {
  /** The lines of a rendered figure: text and whether highlighted; its title; whether numbered. */
  function figureShape(html: string) {
    const lines = [...html.matchAll(/<span data-line=""( data-highlighted-line="")?>([^]*?)<\/span>(?=\n|<\/code>)/g)].map(
      (m) => [m[2]!.replace(/<[^>]+>/g, ''), m[1] !== undefined],
    );
    return {
      lines,
      title: /<figcaption[^>]*>([^<]*)<\/figcaption>/.exec(html)?.[1],
      numbered: /<code[^>]* data-line-numbers=""/.test(html),
      counter: /counter-set: ?line (\d+)/.exec(html)?.[1],
      tools:
        /<div class="code-tools" data-pagefind-ignore=""><span class="code-lang">[^<]+<\/span><button type="button" class="copy-button" aria-label="复制代码到剪贴板" data-copy-code="">复制<\/button><\/div><\/figure>$/.test(
          html,
        ),
    };
  }

  test('shows the same lines, highlights, title and numbering as the highlighted CodeBlock', async () => {
    const inputs = [
      { children: 'a\n// highlight-next-line\nb\nc\n', language: 'js', title: 'x.js', showLineNumbers: true, metastring: '{1}' },
      {
        children: 'p\n# highlight-start\nq\nr\n# highlight-end\ns',
        className: 'language-bash',
        metastring: 'title="run.sh" showLineNumbers{7}',
      },
      { children: 'plain' },
      { children: 'first\n\nafter a blank line\n', language: 'ts' },
    ];
    for (const props of inputs) {
      const server = renderToStaticMarkup(await CodeBlock(props));
      const plain = renderToStaticMarkup(<PlainCodeBlock {...props} />);
      assert.match(plain, /^<figure data-rehype-pretty-code-figure="">/);
      assert.deepEqual(figureShape(plain), figureShape(server), JSON.stringify(props));
    }
  });

  test("plainCodeLines strips magic comments, or takes the meta's range and keeps them (Docusaurus: one or the other)", () => {
    const code = 'a\n// highlight-next-line\nb\n<!-- highlight-start -->\nc\nd\n<!-- highlight-end -->\ne';
    const { lines, highlighted } = plainCodeLines(code, '', 'html');
    assert.deepEqual(lines, ['a', 'b', 'c', 'd', 'e']);
    assert.deepEqual([...highlighted].sort(), [2, 3, 4]);
    const ranged = plainCodeLines(code, '{1,5}', 'html');
    assert.deepEqual([ranged.lines.length, [...ranged.highlighted]], [8, [1, 5]]);
    assert.deepEqual([...plainCodeLines('a\nb\nc\nd', '{2-3}').highlighted], [2, 3]);
  });
});

describe('other modules', () => {
  test('BrowserOnly renders only the fallback on the server', () => {
    let called = false;
    const children = () => {
      called = true;
      return 'client';
    };
    assert.equal(
      renderToStaticMarkup(<BrowserOnly fallback={<span>加载中</span>}>{children}</BrowserOnly>),
      '<span>加载中</span>',
    );
    assert.equal(renderToStaticMarkup(<BrowserOnly>{children}</BrowserOnly>), '');
    assert.equal(called, false);
  });

  test('useDocusaurusContext reads the site config from the environment', () => {
    setEnv({
      MYBLOG_BASE_PATH: '/myblog',
      MYBLOG_SITE_URL: 'https://example.com',
      MYBLOG_DOCUSAURUS_CONTEXT: JSON.stringify({
        title: 'T',
        customFields: { a: 1 },
        i18n: { defaultLocale: 'zh-CN', currentLocale: 'zh-CN', locales: ['zh-CN'], localeConfigs: {} },
      }),
    });
    const context = useDocusaurusContext();
    assert.equal(context.siteConfig.title, 'T');
    assert.deepEqual(context.siteConfig.customFields, { a: 1 });
    assert.equal(context.siteConfig.baseUrl, '/myblog/');
    assert.equal(context.siteConfig.url, 'https://example.com');
    assert.deepEqual(context.siteConfig.themeConfig, {});
    assert.equal(context.i18n.currentLocale, 'zh-CN');
    assert.deepEqual(context.globalData, {});
    assert.equal(useDocusaurusContext(), context, 'same object while the config is the same');
    setEnv({ MYBLOG_DOCUSAURUS_CONTEXT: '[1]' });
    assert.throws(() => useDocusaurusContext(), /MYBLOG_DOCUSAURUS_CONTEXT is not a JSON object/);
  });

  test('translate and Interpolate fill placeholders', () => {
    assert.equal(translate({ message: '共 {count} 篇', id: 'x' }, { count: 3 }), '共 3 篇');
    assert.equal(translate({ message: '{missing} 保留' }), '{missing} 保留');
    assert.equal(interpolate('a {b} c', { b: 'B' }), 'a B c');
    assert.equal(
      renderToStaticMarkup(<Interpolate values={{ name: <b>小明</b> }}>{'你好，{name}！'}</Interpolate>),
      '你好，<b>小明</b>！',
    );
  });

  test("Translate and translate read the page locale's code.json, by id else by message", () => {
    setEnv({
      MYBLOG_CODE_TRANSLATIONS: JSON.stringify({
        defaultLocale: 'en',
        locales: { en: { 'home.cta': 'Get started' }, es: { 'home.cta': 'Instalar', 'Hello {name}': 'Hola {name}' } },
      }),
    });
    // The default locale reads its own code.json too; a message without a translation stays as written.
    assert.equal(renderToStaticMarkup(<Translate id="home.cta">Install</Translate>), 'Get started');
    assert.equal(translate({ id: 'home.other', message: 'Donate' }), 'Donate');
    // On another locale's page (its MDX body gives the locale), that locale's messages.
    const es = (node: ReactNode) => renderToStaticMarkup(<MdxLocale locale="es">{node}</MdxLocale>);
    assert.equal(es(<Translate id="home.cta">Install</Translate>), 'Instalar');
    assert.equal(es(<Translate values={{ name: 'Ana' }}>{'Hello {name}'}</Translate>), 'Hola Ana');
    assert.equal(es(<Translate id="home.other">Donate</Translate>), 'Donate');
    assert.equal(es(<Translate id="only.id" />), 'only.id');
    function Label() {
      return <>{translate({ id: 'home.cta', message: 'Install' })}</>;
    }
    assert.equal(es(<Label />), 'Instalar');
  });

  test('every module id maps to a namespace-like object', () => {
    const ids = [
      '@theme/Tabs',
      '@theme/TabItem',
      '@theme/CodeBlock',
      '@theme/TOCInline',
      '@theme/Admonition',
      '@theme/Details',
      '@theme/MDXComponents',
      '@docusaurus/Link',
      '@docusaurus/useBaseUrl',
      '@docusaurus/BrowserOnly',
      '@docusaurus/useDocusaurusContext',
      '@docusaurus/ExecutionEnvironment',
      '@docusaurus/Head',
      '@docusaurus/Translate',
      '@docusaurus/Interpolate',
    ];
    for (const id of ids) {
      for (const table of [docusaurusModules, docusaurusClientModules]) {
        const exports = table[id];
        assert.ok(exports, id);
        assert.equal(exports.__esModule, true, id);
        assert.ok(exports.default, `${id} has a default export`);
      }
    }
    assert.equal(docusaurusModules['@theme/Tabs']!.default, LazyTabs, 'Tabs load in a chunk of their own');
    assert.equal(docusaurusModules['@theme/CodeBlock']!.default, CodeBlock);
    assert.equal(docusaurusModules['@theme-original/CodeBlock']!.default, CodeBlock);
    assert.equal(docusaurusClientModules['@theme/CodeBlock']!.default, PlainCodeBlock);
    assert.equal(docusaurusClientModules['@theme-original/CodeBlock']!.default, PlainCodeBlock);
    assert.equal(docusaurusModules['@theme-original/Tabs'], docusaurusModules['@theme/Tabs']);
    assert.equal(docusaurusModules['@docusaurus/useBaseUrl']!.useBaseUrlUtils, useBaseUrlUtils);
    assert.equal(docusaurusModules['@docusaurus/Translate']!.translate, translate);
    assert.equal(typeof docusaurusModules['@docusaurus/router']!.useLocation, 'function');
    assert.equal(typeof docusaurusModules['@docusaurus/router']!.matchPath, 'function');
    assert.equal(docusaurusModules['@docusaurus/router']!.default, undefined);
    assert.equal((docusaurusModules['@docusaurus/ExecutionEnvironment']!.default as { canUseDOM: boolean }).canUseDOM, false);
    assert.equal((docusaurusModules['@theme/MDXComponents']!.default as Record<string, unknown>).details, Details);
  });

  test("@theme/Icon/*, CodeInline, Tag and TagsListInline: what sites' MDX and components import from Docusaurus's theme", () => {
    const component = (id: string) => docusaurusModules[id]!.default as (props: Record<string, unknown>) => ReactNode;
    const External = component('@theme/Icon/ExternalLink');
    assert.equal(component('@theme/IconExternalLink'), External, "Docusaurus 2's name is the same icon");
    assert.equal(component('@theme-original/Icon/ExternalLink'), External);
    assert.match(
      renderToStaticMarkup(<External />),
      /^<svg viewBox="0 0 24 24" width="13\.5" height="13\.5" aria-hidden="true" class="icon-external-link"><path fill="currentColor" d="M19 19H5V5h7V3H5/,
    );
    assert.match(
      renderToStaticMarkup(<External width={10} height={10} className="x" />),
      /width="10" height="10" aria-hidden="true" class="icon-external-link x"/,
    );
    for (const name of ['Home', 'Edit', 'Copy', 'Success', 'Menu', 'Close', 'Arrow']) {
      const Icon = component(`@theme/Icon/${name}`);
      assert.match(
        renderToStaticMarkup(<Icon />),
        /^<svg viewBox="0 0 24 24"[^>]* aria-hidden="true"[^>]*><path fill="currentColor" d="M[^"]+"><\/path><\/svg>$/,
        name,
      );
    }
    const CodeInline = component('@theme/CodeInline');
    assert.equal(renderToStaticMarkup(<CodeInline className="c">npm</CodeInline>), '<code class="c">npm</code>');
    const Tag = component('@theme/Tag');
    assert.equal(
      renderToStaticMarkup(<Tag permalink="/myblog/docs/tags/react" label="React" description="The library" count={3} />),
      '<a class="tag" rel="tag" title="The library" href="/docs/tags/react">React<span class="tag-count">3</span></a>',
    );
    assert.equal(
      renderToStaticMarkup(<Tag permalink="/docs/tags/vue" name="Vue" />),
      '<a class="tag" rel="tag" href="/docs/tags/vue">Vue</a>',
      "Docusaurus 2's name prop; the base path added as @docusaurus/Link adds it",
    );
    const TagsListInline = component('@theme/TagsListInline');
    const tags = [
      { label: 'React', permalink: '/myblog/blog/tags/react' },
      { label: 'CSS', permalink: '/myblog/blog/tags/css' },
    ];
    assert.equal(
      renderToStaticMarkup(<TagsListInline tags={tags} />),
      '<div class="tags-inline"><b>标签：</b><ul class="tag-list"><li><a class="tag" rel="tag" href="/blog/tags/react">React</a></li>' +
        '<li><a class="tag" rel="tag" href="/blog/tags/css">CSS</a></li></ul></div>',
    );
    process.env.MYBLOG_MDX_UI = JSON.stringify({
      defaultLocale: 'zh-CN',
      locales: { 'zh-CN': getMdxUiStrings(createTranslator('zh-CN')), en: getMdxUiStrings(createTranslator('en')) },
    });
    const en = docusaurusClientModulesIn('en')['@theme/TagsListInline']!.default as (props: Record<string, unknown>) => ReactNode;
    assert.match(renderToStaticMarkup(en({ tags })), /<b>Tags:<\/b>/, "on an English page, the theme's English words");
  });

  test("@theme/PaginatorNavLink and @theme/EditThisPage: drawn as the site's own previous/next and edit links", () => {
    const component = (id: string) => docusaurusModules[id]!.default as (props: Record<string, unknown>) => ReactNode;
    const NavLink = component('@theme/PaginatorNavLink');
    assert.equal(
      renderToStaticMarkup(<NavLink permalink="/myblog/docs/intro" title="导读" subLabel="下一页" isNext />),
      '<a class="pagination-link pagination-next" rel="next" href="/docs/intro"><span class="pagination-sub">下一页</span>' +
        '<span class="pagination-label">导读</span></a>',
    );
    assert.match(
      renderToStaticMarkup(<NavLink permalink="/docs/a" title="A" />),
      /^<a class="pagination-link pagination-prev" rel="prev"/,
    );
    const Edit = component('@theme/EditThisPage');
    assert.match(
      renderToStaticMarkup(<Edit editUrl="https://github.com/o/r/edit/main/docs/a.md" />),
      /^<a class="edit-link" href="https:\/\/github\.com\/o\/r\/edit\/main\/docs\/a\.md" target="_blank" rel="noopener noreferrer"><svg [^>]*class="icon-edit"[^>]*>.*<\/svg>编辑此页<\/a>$/,
    );
  });

  test('@theme/DocPaginator and @theme/TOC: the links they are given, as the site draws its own', () => {
    const component = (id: string) => docusaurusModules[id]!.default as (props: Record<string, unknown>) => ReactNode;
    const Paginator = component('@theme/DocPaginator');
    const both = renderToStaticMarkup(
      <Paginator
        previous={{ title: '导读', permalink: '/myblog/docs/intro' }}
        next={{ title: '安装', permalink: '/docs/install' }}
      />,
    );
    assert.match(both, /^<nav class="pagination-nav" aria-label="文件选项卡">/);
    assert.match(
      both,
      /<a class="pagination-link pagination-prev" rel="prev" href="\/docs\/intro"><span class="pagination-sub">上一页<\/span><span class="pagination-label">导读<\/span><\/a>/,
    );
    assert.match(
      both,
      /<a class="pagination-link pagination-next" rel="next" href="\/docs\/install"><span class="pagination-sub">下一页<\/span>/,
    );
    assert.match(
      renderToStaticMarkup(<Paginator next={{ title: '安装', permalink: '/docs/install' }} />),
      /^<nav class="pagination-nav" aria-label="文件选项卡"><span><\/span><a class="pagination-link pagination-next"/,
      'without a previous page, the next link stays on the right',
    );
    const TOC = component('@theme/TOC');
    const toc = [
      { value: '安装', id: 'install', level: 2 },
      { value: '<code>npm</code>', id: 'npm', level: 3 },
      { value: '细节', id: 'detail', level: 4 },
    ];
    assert.equal(
      renderToStaticMarkup(<TOC toc={toc} className="side" />),
      '<div class="theme-toc side"><ul class="table-of-contents"><li><a href="#install">安装</a><ul><li><a href="#npm"><code>npm</code></a></li></ul></li></ul></div>',
    );
    assert.match(renderToStaticMarkup(<TOC toc={toc} maxHeadingLevel={4} />), /href="#detail"/);
    assert.equal(renderToStaticMarkup(<TOC toc={[]} />), '');
  });

  test('@theme/ColorModeToggle: a switch showing the mode it is given, calling onChange with the other', () => {
    // The table's is the lazy wrapper (its chunk loads only on pages that show one) of this component.
    assert.equal(docusaurusClientModules['@theme/ColorModeToggle']!.default, LazyColorModeToggle);
    const Toggle = ColorModeToggle as (props: Record<string, unknown>) => ReactNode;
    const dark = renderToStaticMarkup(<Toggle value="dark" onChange={() => undefined} className="mine" />);
    assert.match(
      dark,
      /^<div class="color-mode-toggle mine"><button type="button" class="icon-button theme-toggle" aria-label="切换浅色\/暗黑模式（当前为暗黑模式）"/,
    );
    assert.match(
      renderToStaticMarkup(<Toggle />),
      /aria-label="切换浅色\/暗黑模式（当前为浅色模式）"/,
      "the page's mode: light on the server",
    );
  });

  test("Docusaurus 2's @theme/hooks: useThemeContext over the colour mode, useDocs as the docs plugin's client hooks", () => {
    const serverContext = docusaurusModules['@theme/hooks/useThemeContext']!.default as () => { isDarkTheme: boolean };
    assert.equal(serverContext().isDarkTheme, false, 'light in the server render');
    assert.equal(docusaurusModules['@theme/hooks/useTheme']!.default, serverContext);
    assert.equal(
      docusaurusModules['@theme/hooks/useDocs']!.useAllDocsData,
      docusaurusModules['@docusaurus/plugin-content-docs/client']!.useAllDocsData,
    );
    assert.equal(
      docusaurusClientModules['@theme/hooks/useDocs']!.useVersions,
      docusaurusClientModules['@docusaurus/plugin-content-docs/client']!.useVersions,
    );
  });

  test("@docusaurus/theme-common/internal: theme-common, Docusaurus 2's docs and blog hooks, and the helpers components use", () => {
    const internal = docusaurusClientModules['@docusaurus/theme-common/internal']!;
    assert.equal(internal.useColorMode, docusaurusClientModules['@docusaurus/theme-common']!.useColorMode);
    assert.equal(internal.useDoc, docusaurusClientModules['@docusaurus/plugin-content-docs/client']!.useDoc);
    const isSamePath = internal.isSamePath as (a?: string, b?: string) => boolean;
    assert.ok(isSamePath('/docs/Intro', '/docs/intro/'));
    assert.ok(!isSamePath('/docs/intro', '/docs/intro/a'));
    assert.equal((internal.parseCodeBlockTitle as (m?: string) => string)('js title="src/a.js" showLineNumbers'), 'src/a.js');
    assert.equal((internal.parseLanguage as (c: string) => string | undefined)('prism-code language-tsx'), 'tsx');
    assert.equal((internal.containsLineNumbers as (m?: string) => boolean)('showLineNumbers'), true);
    const tree = (internal.useFilteredAndTreeifiedTOC as (o: object) => { id: string; children: { id: string }[] }[])({
      toc: [
        { value: 'A', id: 'a', level: 2 },
        { value: 'B', id: 'b', level: 3 },
        { value: 'C', id: 'c', level: 4 },
      ],
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    });
    assert.deepEqual(
      tree.map((n) => [n.id, n.children.map((c) => c.id)]),
      [['a', ['b']]],
    );
    process.env.MYBLOG_DOCUSAURUS_CONTEXT = JSON.stringify({
      title: 'MyBlog',
      titleDelimiter: '|',
      i18n: { defaultLocale: 'zh-Hans', currentLocale: 'zh-Hans', locales: ['zh-Hans'], localeConfigs: {} },
    });
    assert.equal((internal.useTitleFormatter as (t?: string) => string)('导读'), '导读 | MyBlog');
    assert.equal((internal.useTitleFormatter as (t?: string) => string)(), 'MyBlog');
    const format = (internal.useDateTimeFormat as (o: Intl.DateTimeFormatOptions) => Intl.DateTimeFormat)({
      dateStyle: 'long',
      timeZone: 'UTC',
    });
    assert.equal(format.format(new Date('2024-06-01')), '2024年6月1日', "in the page's locale");
    assert.equal(
      docusaurusModules['@docusaurus/theme-common/internal']!.useScrollPosition,
      docusaurusModules['@docusaurus/theme-common/internal']!.useLockBodyScroll,
      'no effects in a server render',
    );
  });

  test('a theme component this project does not draw stands in as its children; hooks and helpers have no stand-in', () => {
    for (const id of [
      '@theme/DocBreadcrumbs',
      '@theme/ApiItem',
      '@theme-original/DocItem/Footer',
      '@theme/NavbarItem/DropdownNavbarItem',
    ])
      assert.ok(standsIn(id), id);
    for (const id of ['@theme/hooks/useFoo', '@theme/prism-include-languages', '@theme/Tabs', '@docusaurus/Foo', '@site/src/X'])
      assert.ok(!standsIn(id), id);
    const StandIn = docusaurusModules[THEME_STAND_IN_ID]!.default as (props: { children?: ReactNode }) => ReactNode;
    assert.equal(renderToStaticMarkup(<StandIn />), '');
    assert.equal(
      renderToStaticMarkup(
        <StandIn>
          <p>正文</p>
        </StandIn>,
      ),
      '<p>正文</p>',
    );
  });

  test("@theme/SearchBar: the navbar's search button in the page's words, opening the navbar's dialog", () => {
    const SearchBar = docusaurusModules['@theme/SearchBar']!.default as () => ReactNode;
    const markup = renderToStaticMarkup(<SearchBar />);
    assert.match(
      markup,
      /^<button type="button" class="search-button search-bar" aria-keyshortcuts="Control\+K Meta\+K \/" aria-haspopup="dialog" data-open-search="">/,
    );
    assert.match(markup, /<span class="search-button-label">搜索<\/span>/);
  });

  test('@theme/DocCard: the card of one item (its first listed page for a category); none for an item without one', () => {
    assert.equal(docusaurusClientModules['@theme/DocCard']!.default, DocCard);
    assert.equal(docusaurusModules['@theme/MDXContent']!.default, MDXContent);
    const html = renderToStaticMarkup(
      <DocCard item={{ type: 'link', href: '/docs/other/', label: '另一篇', description: '它的第一段' }} />,
    );
    assert.match(html, /<li class="card"><h2><a href="\/docs\/other\/?">另一篇<\/a><\/h2><p>它的第一段<\/p><\/li>/);
    const category = renderToStaticMarkup(
      <DocCard item={{ type: 'category', label: '分类', items: [{ type: 'link', href: '/docs/a/', label: 'A' }] }} />,
    );
    assert.match(category, /<a href="\/docs\/a\/?">分类<\/a>/);
    assert.equal(renderToStaticMarkup(<DocCard item={{ type: 'html', value: '<hr>' }} />), '');
    // An item written in MDX links as Docusaurus's Link does: on another locale's page, into that locale.
    setEnv({
      MYBLOG_DOCUSAURUS_CONTEXT: JSON.stringify({
        baseUrl: '/',
        trailingSlash: false,
        i18n: { defaultLocale: 'fr', locales: ['fr', 'en'], localeConfigs: { fr: {}, en: { baseUrl: '/en/' } } },
      }),
    });
    const inEnglish = (node: ReactNode) => renderToStaticMarkup(<MdxLocale locale="en">{node}</MdxLocale>);
    assert.match(
      inEnglish(<DocCard item={{ type: 'link', href: '/beta/setup', label: 'Setup' }} />),
      /<a href="\/en\/beta\/setup">Setup<\/a>/,
    );
    assert.match(
      inEnglish(<DocCardList items={[{ type: 'link', href: '/beta/setup/', label: 'Setup' }]} />),
      /<a href="\/en\/beta\/setup">Setup<\/a>/,
    );
    assert.match(
      renderToStaticMarkup(<DocCard item={{ type: 'link', href: '/beta/setup', label: 'Setup' }} />),
      /href="\/beta\/setup"/,
    );
    assert.match(
      inEnglish(<DocCard item={{ type: 'link', href: 'https://example.com/invite', label: 'Invite' }} />),
      /<a href="https:\/\/example.com\/invite" target="_blank" rel="noopener noreferrer">Invite<\/a>/,
    );
    assert.equal(
      renderToStaticMarkup(
        <MDXContent>
          <p>内容</p>
        </MDXContent>,
      ),
      '<p>内容</p>',
    );
  });

  test('@docusaurus/theme-common: class names, plural forms, window size at build time, metadata left to the page', () => {
    for (const table of [docusaurusModules, docusaurusClientModules]) {
      const common = table['@docusaurus/theme-common']!;
      assert.equal((common.ThemeClassNames as { wrapper: { main: string } }).wrapper.main, 'main-wrapper');
      assert.equal(
        (common.ThemeClassNames as { docs: { docSidebarItemLinkLevel: (n: number) => string } }).docs.docSidebarItemLinkLevel(2),
        'theme-doc-sidebar-item-link-level-2',
      );
      const { selectMessage } = (common.usePluralForm as () => { selectMessage: (n: number, m: string) => string })();
      assert.equal(selectMessage(1, 'One post|{count} posts'), 'One post');
      assert.equal(selectMessage(3, 'One post|{count} posts'), '{count} posts');
      assert.equal(selectMessage(3, 'posts'), 'posts');
      assert.deepEqual((common.uniq as (a: number[]) => number[])([1, 1, 2]), [1, 2]);
      // What else theme-common exports that sites' components use: tags by letter, footer shape, the skip link's id,
      // and the hooks it has exported since Docusaurus 2.
      assert.deepEqual(
        (common.listTagsByLetters as (t: { label: string }[]) => { letter: string; tags: { label: string }[] }[])([
          { label: 'vue' },
          { label: 'React' },
          { label: 'redux' },
        ]).map(({ letter, tags }) => [letter, tags.map((t) => t.label)]),
        [
          ['R', ['React', 'redux']],
          ['V', ['vue']],
        ],
      );
      const multiColumn = common.isMultiColumnFooterLinks as (links: unknown[]) => boolean;
      assert.equal(multiColumn([{ title: '文档', items: [] }]), true);
      assert.equal(multiColumn([{ label: 'GitHub', href: 'https://github.com' }]), false);
      assert.equal(multiColumn([]), false);
      assert.equal(common.SkipToContentFallbackId, '__docusaurus_skipToContent_fallback');
      assert.equal(typeof common.useDocsPreferredVersion, 'function');
      assert.equal(typeof common.useIsomorphicLayoutEffect, 'function');
    }
    // A server render answers 'ssr', as Docusaurus's hook does before the page is in a browser.
    const WindowSize = docusaurusModules['@docusaurus/theme-common']!.useWindowSize as () => string;
    assert.equal(renderToStaticMarkup(<p>{WindowSize()}</p>), '<p>ssr</p>');
    const PageMetadata = docusaurusModules['@docusaurus/theme-common']!.PageMetadata as (p: {
      title: string;
      children?: ReactNode;
    }) => ReactNode;
    assert.equal(
      renderToStaticMarkup(
        <PageMetadata title="T">
          <b>x</b>
        </PageMetadata>,
      ),
      '<b>x</b>',
    );
  });

  test("more of Docusaurus's client API: Collapsible, storage slots, search strings, Prism theme, core's small modules", () => {
    const server = docusaurusModules['@docusaurus/theme-common']!;
    type CollapsibleProps = { collapsed: boolean; lazy?: boolean; as?: string; children: ReactNode };
    const Collapsible = server.Collapsible as (props: CollapsibleProps) => ReactNode;
    // Collapsed: Docusaurus's collapsed style; lazy and collapsed: nothing until the first expansion.
    assert.equal(
      renderToStaticMarkup(<Collapsible collapsed>x</Collapsible>),
      '<div style="display:none;overflow:hidden;height:0px">x</div>',
    );
    assert.equal(
      renderToStaticMarkup(
        <Collapsible collapsed lazy>
          x
        </Collapsible>,
      ),
      '',
    );
    assert.equal(
      renderToStaticMarkup(
        <Collapsible collapsed={false} lazy as="ul">
          x
        </Collapsible>,
      ),
      '<ul>x</ul>',
    );
    const useCollapsible = server.useCollapsible as (o: { initialState: boolean | (() => boolean) }) => { collapsed: boolean };
    assert.equal(useCollapsible({ initialState: () => true }).collapsed, true);
    // No storage outside the browser: the slot reads null and writes nothing.
    const slot = (server.createStorageSlot as (key: string) => { get(): string | null; set(v: string): void })('k');
    slot.set('v');
    assert.equal(slot.get(), null);
    assert.deepEqual((server.listStorageKeys as () => string[])(), []);
    const merge = server.mergeSearchStrings as (s: (string | undefined)[], strategy: 'append' | 'replace') => string;
    assert.equal(merge(['?a=1&b=2', undefined, 'a=3'], 'replace'), '?a=3&b=2');
    assert.equal(merge(['?a=1', '?a=3'], 'append'), '?a=1&a=3');
    assert.equal(merge([undefined], 'append'), '');
    const theme = (server.usePrismTheme as () => { plain: Record<string, string>; styles: { types: string[] }[] })();
    assert.equal(theme.plain.backgroundColor, 'var(--code-bg)');
    assert.ok(theme.styles.some((style) => style.types.includes('keyword')));
    const compose = server.composeProviders as (
      p: ((props: { children: ReactNode }) => ReactNode)[],
    ) => (props: { children: ReactNode }) => ReactNode;
    const Composed = compose([({ children }) => <b>{children}</b>, ({ children }) => <i>{children}</i>]);
    assert.equal(renderToStaticMarkup(<Composed>x</Composed>), '<b><i>x</i></b>');
    // Core: Noop renders nothing, the default plugin id, a collector the build's link check makes unneeded.
    const Noop = docusaurusModules['@docusaurus/Noop']!.default as () => null;
    assert.equal(renderToStaticMarkup(<Noop />), '');
    assert.equal(docusaurusModules['@docusaurus/constants']!.DEFAULT_PLUGIN_ID, 'default');
    const brokenLinks = (docusaurusModules['@docusaurus/useBrokenLinks']!.default as () => { collectLink(l: string): void })();
    brokenLinks.collectLink('/x');
    // At build time, ErrorBoundary renders its children, and a page outside docs and blogs is the pages plugin's.
    const Boundary = docusaurusModules['@docusaurus/ErrorBoundary']!.default as (p: { children: ReactNode }) => ReactNode;
    assert.equal(renderToStaticMarkup(<Boundary>ok</Boundary>), 'ok');
    const useRouteContext = docusaurusModules['@docusaurus/useRouteContext']!.default as () => { plugin: { name: string } };
    assert.equal(useRouteContext().plugin.name, 'docusaurus-plugin-content-pages');
    // useDoc outside a doc's render: Docusaurus's error for a hook outside its provider.
    assert.throws(() => (docusaurusModules['@docusaurus/plugin-content-docs/client']!.useDoc as () => unknown)(), /DocProvider/);
  });

  test("each module's file, which the site's own code imports, exports the names the importer lists", async () => {
    for (const [id, file] of Object.entries(DOCUSAURUS_MODULE_FILES)) {
      const loaded = (await import(path.resolve(file))) as Record<string, unknown>;
      const missing = DOCUSAURUS_MODULE_EXPORTS[id.replace('@theme-original/', '@theme/')]!.filter(
        (name) => loaded[name] === undefined,
      );
      assert.deepEqual(missing, [], `${id} (${file})`);
    }
  });

  test("the importer's list of each module's exports is the runtime tables' (server and browser alike)", () => {
    for (const table of [docusaurusModules, docusaurusClientModules]) {
      assert.deepEqual(Object.keys(table).sort(), [...DOCUSAURUS_MODULE_IDS, THEME_STAND_IN_ID].sort());
      for (const id of DOCUSAURUS_MODULE_IDS) {
        const names = Object.keys(table[id]!)
          .filter((name) => name !== '__esModule')
          .sort();
        assert.deepEqual(names, [...DOCUSAURUS_MODULE_EXPORTS[id.replace('@theme-original/', '@theme/')]!].sort(), id);
      }
    }
  });
});
