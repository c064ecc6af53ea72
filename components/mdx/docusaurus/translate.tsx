import type { ReactNode } from 'react';
import { interpolate, type InterpolateValues } from './interpolate';

/** A message to translate (`@docusaurus/Translate`). */
export interface TranslateParam {
  readonly message: string;
  readonly id?: string;
  readonly description?: string;
}

/** `translate({message}, values)`: the site has one locale and no code translations, so the message, interpolated. */
export function translate({ message }: TranslateParam, values?: Readonly<Record<string, string | number>>): string {
  return interpolate(message, values) as string;
}

/** Props of `@docusaurus/Translate`. */
export interface TranslateProps {
  readonly children?: string;
  readonly id?: string;
  readonly description?: string;
  readonly values?: InterpolateValues;
}

/** `@docusaurus/Translate`: its message (the text child, else the id), with `{name}` placeholders filled in. */
export default function Translate({ children, id, values }: TranslateProps): ReactNode {
  const message = children ?? id;
  if (message !== undefined && typeof message !== 'string') {
    throw new Error('The Docusaurus <Translate> component only accept simple string values');
  }
  return <>{message === undefined ? null : interpolate(message, values)}</>;
}
