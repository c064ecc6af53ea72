import { pageLocale } from '@/lib/i18n';
import { highlightCodeToHtml, splitFigureHtml } from '@/lib/mdx/highlight';
import { cx } from './class-names';
import { codeOf, extraClassOf, JsxCodeBlock, languageOf, trimFinalNewline, type CodeBlockProps } from './code-block-props';

export type { CodeBlockProps } from './code-block-props';

/** `@theme/CodeBlock`: an async server component rendering the same highlighted `<figure>` as fenced code. */
export default async function CodeBlock(props: CodeBlockProps) {
  const code = codeOf(props.children);
  if (code === undefined) return <JsxCodeBlock className={extraClassOf(props)}>{props.children}</JsxCodeBlock>;
  const html = await highlightCodeToHtml({
    code: trimFinalNewline(code),
    language: languageOf(props),
    meta: props.metastring,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
    locale: pageLocale().locale,
  });
  const { attributes, innerHtml } = splitFigureHtml(html);
  const { class: figureClass, ...rest } = attributes;
  return <figure {...rest} className={cx(figureClass, extraClassOf(props))} dangerouslySetInnerHTML={{ __html: innerHtml }} />;
}
