/** Props of `@theme/CodeBlock` and how its children and class name are read; shared by the server and browser versions. */
import { Children, type ReactNode } from 'react';
import { cx } from './class-names';

/** Props of `@theme/CodeBlock`. */
export interface CodeBlockProps {
  readonly children?: ReactNode;
  /** `language-js` sets the language when `language` is not given (what MDX's `<code>` gets). */
  readonly className?: string;
  readonly language?: string;
  readonly title?: string;
  /** `true`, or the number of the first line. */
  readonly showLineNumbers?: boolean | number;
  /** The rest of a fence's info string: `{1,3-5}`, `title="…"`, `showLineNumbers`. */
  readonly metastring?: string;
}

const LANGUAGE_CLASS = /^language-(.+)$/;

/** The code of a string child, or of several text children (MDX splits text around expressions); else undefined. */
export function codeOf(children: ReactNode): string | undefined {
  if (typeof children === 'string') return children;
  const parts = Children.toArray(children);
  return parts.every((p) => typeof p === 'string' || typeof p === 'number') ? parts.join('') : undefined;
}

/** The `language` prop, else the language of a `language-xxx` class. */
export const languageOf = ({ language, className }: CodeBlockProps): string | undefined =>
  language ??
  className
    ?.split(/\s+/)
    .map((c) => LANGUAGE_CLASS.exec(c)?.[1])
    .find(Boolean);

/** The classes of `className` other than `language-xxx`, for the block's container. */
export const extraClassOf = ({ className }: CodeBlockProps): string | undefined =>
  cx(...(className?.split(/\s+/).filter((c) => !LANGUAGE_CLASS.test(c)) ?? []));

/** The code without the final newline a template literal usually ends with (Docusaurus drops it too). */
export const trimFinalNewline = (code: string): string => code.replace(/\r?\n$/, '');

/** A block for non-text children, which Docusaurus renders as they are. */
export function JsxCodeBlock({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <pre tabIndex={0} className={cx('code-block-jsx', className)}>
      <code>{children}</code>
    </pre>
  );
}
