import { Fragment } from 'react';
import { extractHighlightComments } from '@/lib/mdx/highlight-comments';
import { codeOf, extraClassOf, JsxCodeBlock, languageOf, trimFinalNewline, type CodeBlockProps } from './code-block-props';
import { localized } from './localized';

const RANGES = /(?:^|\s)\{([\d,\s-]+)\}/;
const TITLE = /title="([^"]*)"/;
const LINE_NUMBERS = /(?:^|\s)showLineNumbers(?:\{(\d+)\}|=(\d+))?(?=\s|$)/;

/**
 * The code's lines without magic comments (read in the forms of `language`), and the (1-based) highlighted ones:
 * meta ranges (`{1,3-5}`) and comments.
 */
export function plainCodeLines(code: string, meta = '', language = ''): { lines: string[]; highlighted: Set<number> } {
  const highlighted = new Set<number>();
  for (const range of RANGES.exec(meta)?.[1]!.split(',') ?? []) {
    const [from, to = from] = range.split('-').map((n) => Number.parseInt(n, 10));
    for (let n = from!; n <= to!; n++) highlighted.add(n);
  }
  const plain = extractHighlightComments(code, language, meta);
  for (const line of plain.lines) highlighted.add(line);
  const lines = plain.code.split('\n');
  return { lines, highlighted };
}

/**
 * `@theme/CodeBlock` in the browser (client-rendered MDX, where Shiki is not loaded): the same figure, not highlighted.
 * An empty line holds a space, as Shiki's does, or the grid of lines gives it no height.
 */
const PlainCodeBlock = localized<CodeBlockProps>('PlainCodeBlock', (props, ui) => {
  const code = codeOf(props.children);
  if (code === undefined) return <JsxCodeBlock className={extraClassOf(props)}>{props.children}</JsxCodeBlock>;
  const meta = props.metastring ?? '';
  const language = languageOf(props) ?? 'text';
  const title = props.title ?? TITLE.exec(meta)?.[1];
  const metaNumbers = LINE_NUMBERS.exec(meta);
  const numbered = props.showLineNumbers ?? (metaNumbers ? Number(metaNumbers[1] ?? metaNumbers[2] ?? 1) : false);
  const firstLine = typeof numbered === 'number' ? numbered : 1;
  const { lines, highlighted } = plainCodeLines(trimFinalNewline(code), meta, language);
  return (
    <figure data-rehype-pretty-code-figure="" className={extraClassOf(props)}>
      {title ? (
        <figcaption data-rehype-pretty-code-title="" data-language={language}>
          {title}
        </figcaption>
      ) : null}
      <pre tabIndex={0} data-language={language}>
        <code
          data-line-numbers={numbered !== false ? '' : undefined}
          style={
            firstLine !== 1 && numbered !== false ? { counterSet: `line ${firstLine - 1}`, display: 'grid' } : { display: 'grid' }
          }
          data-language={language}
        >
          {lines.map((line, i) => (
            <Fragment key={i}>
              {i > 0 ? '\n' : null}
              <span data-line="" data-highlighted-line={highlighted.has(i + 1) ? '' : undefined}>
                {line || ' '}
              </span>
            </Fragment>
          ))}
        </code>
      </pre>
      <div className="code-tools" data-pagefind-ignore="">
        <span className="code-lang">{language === 'text' ? ui.text : language.toUpperCase()}</span>
        <button type="button" className="copy-button" aria-label={ui.copyLabel} data-copy-code="">
          {ui.copy}
        </button>
      </div>
    </figure>
  );
});
export default PlainCodeBlock;
