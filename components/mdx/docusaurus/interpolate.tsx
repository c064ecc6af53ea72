import { Fragment, isValidElement, type ReactNode } from 'react';

/** Values for `{name}` placeholders. */
export type InterpolateValues = Readonly<Record<string, ReactNode>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** `interpolate(text, values)`: `{name}` placeholders filled (unknown ones kept); a string if every value is text, else nodes. */
export function interpolate(text: string, values?: InterpolateValues): ReactNode {
  const pieces: string[] = [];
  const inserted: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const value = values?.[match[1]!];
    if (value === undefined) continue;
    pieces.push(text.slice(last, match.index));
    inserted.push(isValidElement(value) ? value : String(value));
    last = match.index + match[0].length;
  }
  if (inserted.length === 0) return text;
  pieces.push(text.slice(last));
  if (inserted.every((v) => typeof v === 'string'))
    return pieces.map((p, i) => p + ((inserted[i] as string | undefined) ?? '')).join('');
  return pieces.map((piece, i) => (
    <Fragment key={i}>
      {piece}
      {inserted[i]}
    </Fragment>
  ));
}

/** Props of `@docusaurus/Interpolate`. */
export interface InterpolateProps {
  readonly children: string;
  readonly values?: InterpolateValues;
}

/** `@docusaurus/Interpolate`: its text child with `{name}` placeholders replaced by `values`. */
export default function Interpolate({ children, values }: InterpolateProps) {
  if (typeof children !== 'string') {
    throw new Error(
      `The Docusaurus <Interpolate> component only accept simple string values. Received: ${isValidElement(children) ? 'React element' : typeof children}`,
    );
  }
  return <>{interpolate(children, values)}</>;
}
