/**
 * A blog post's reading time, by its blog's rule (config `blogs[].readingTime`):
 * - `docusaurus`: as the site's Docusaurus computes it, on the post's content as Docusaurus reads it (front matter and
 *   content title removed, code included); 3.8 and later count words with `Intl.Segmenter` at 200 a minute, earlier
 *   releases took the `reading-time` package's minutes (each CJK character a word). A config `readingTime` function
 *   (its source, lib/config-function.ts) decides as in Docusaurus, with this as its `defaultReadingTime`.
 * - `cjk` (this project's own site): Han characters are read at about 350 a minute and Latin words at 200 a minute
 *   (the `reading-time` package counts the words once the CJK characters are taken out), code left out.
 * The page shows whole minutes, rounded up as Docusaurus's theme rounds them.
 */
import readingTime from 'reading-time';
import type { ReadingTimeOptions } from '../../config/schema';
import { configFunction, type ConfigHelper, type JsonValue } from '../config-function';
import { markdownContentWithoutTitle } from './docusaurus-rules';
import { withoutFencedCode } from './fences';
import { readFrontMatter } from './frontmatter';

/** A run of CJK characters: read at CJK_PER_MINUTE, not counted as words. */
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const CJK_PER_MINUTE = 350;
const WORDS_PER_MINUTE = 200;

/** Minutes (at least 1) and the counts they come from. */
export interface ReadingTime {
  readonly minutes: number;
  readonly cjkChars: number;
  readonly words: number;
}

/** Strips fenced code, HTML tags, link targets and front-matter-free Markdown syntax before counting. */
function prose(markdown: string): string {
  return withoutFencedCode(markdown)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']');
}

/** Reading time of a Markdown body by this project's rule (`cjk`). */
export function getReadingTime(markdown: string): ReadingTime {
  let cjkChars = 0;
  // A run of CJK characters becomes one space (the package then counts the same words as with a space for each
  // character, and walks a text about a third as long: its per-character tests were 0.6 s of the content layer's
  // main thread at N=1000).
  const rest = prose(markdown).replace(CJK_RUN, (run) => {
    cjkChars += [...run].length; // characters, not UTF-16 units (Han beyond the BMP)
    return ' ';
  });
  const words = readingTime(rest).words;
  const minutes = Math.max(1, Math.ceil(cjkChars / CJK_PER_MINUTE + words / WORDS_PER_MINUTE));
  return { minutes, cjkChars, words };
}

/**
 * Docusaurus's `defaultReadingTime` (minutes, a fraction). 3.8 and later (plugin-content-blog `readingTime.ts`): the
 * words `Intl.Segmenter` finds in the locale, at `wordsPerMinute` (200 unless given), rounded to hundredths, 0 for a
 * text without words. Before (`segmenter` false): the `reading-time` package's minutes, unrounded.
 */
export function docusaurusReadingTime(
  content: string,
  { locale, wordsPerMinute, segmenter }: { locale?: string; wordsPerMinute?: number; segmenter: boolean },
): number {
  if (!segmenter) return readingTime(content, { wordsPerMinute }).minutes;
  if (!content) return 0;
  let words = 0;
  for (const { isWordLike } of new Intl.Segmenter(locale, { granularity: 'word' }).segment(content)) if (isWordLike) words++;
  return words === 0 ? 0 : Math.round((words / (wordsPerMinute ?? WORDS_PER_MINUTE)) * 100) / 100;
}

/** What a post's reading time is worked out from. */
export interface PostReadingTimeArgs {
  /** The post's whole file. */
  readonly source: string;
  /** Its body after the front matter (what the `cjk` rule reads). */
  readonly body: string;
  /** The locale of the blog it is in (Docusaurus's `i18n.currentLocale`). */
  readonly locale: string;
  readonly options: ReadingTimeOptions;
  /** Whether the site's Docusaurus counts words with `Intl.Segmenter` (3.8+). */
  readonly segmenter: boolean;
}

/** The options Docusaurus's `defaultReadingTime({content, locale, options})` reads, from what a config function passed. */
function defaultOptionsOf(given: JsonValue | undefined): { content: string; locale?: string; wordsPerMinute?: number } {
  const o = given !== null && typeof given === 'object' && !Array.isArray(given) ? given : {};
  const options = o.options !== null && typeof o.options === 'object' && !Array.isArray(o.options) ? o.options : {};
  return {
    content: typeof o.content === 'string' ? o.content : '',
    locale: typeof o.locale === 'string' ? o.locale : undefined,
    wordsPerMinute: typeof options.wordsPerMinute === 'number' ? options.wordsPerMinute : undefined,
  };
}

/** The `defaultReadingTime` a blog's config function is handed: Docusaurus's by the site's release, or this site's rule. */
export function defaultReadingTimeOf(rule: ReadingTimeOptions['rule'], segmenter: boolean): ConfigHelper {
  return (given) => {
    const o = defaultOptionsOf(given);
    return rule === 'cjk'
      ? getReadingTime(o.content).minutes
      : docusaurusReadingTime(o.content, { locale: o.locale, wordsPerMinute: o.wordsPerMinute, segmenter });
  };
}

/**
 * What Docusaurus hands a blog's `readingTime` function for a post (but `defaultReadingTime`): its `content` (what
 * gray-matter leaves after the front matter, trimmed, without the content title: parseMarkdownFile with
 * removeContentTitle), its front matter and the blog's locale.
 */
export function readingTimeInput(source: string, locale: string): { content: string; frontMatter: JsonValue; locale: string } {
  const { data, content } = readFrontMatter(source);
  return { content: markdownContentWithoutTitle(content), frontMatter: (data ?? {}) as JsonValue, locale };
}

/**
 * A post's reading time in whole minutes as its blog shows it (Docusaurus's theme rounds up), or undefined when its
 * config function gives none. A config function that throws stops the build, naming the post (as Docusaurus's does).
 */
export function postReadingMinutes({ source, body, locale, options, segmenter }: PostReadingTimeArgs): number | undefined {
  if (options.rule === 'cjk' && !options.function) return getReadingTime(body).minutes;
  const input = readingTimeInput(source, locale);
  const defaultReadingTime = defaultReadingTimeOf(options.rule, segmenter);
  const value = options.function
    ? configFunction(options.function, 'blog readingTime').call(input, { defaultReadingTime })
    : defaultReadingTime({ content: input.content, locale });
  if (value === undefined || value === null) return undefined;
  const minutes = Math.ceil(Number(value));
  return Number.isNaN(minutes) ? undefined : minutes;
}

/** Counts Han characters of prose (code excluded); used by the content length bars. */
export function countCjk(markdown: string): number {
  return (prose(markdown).match(/\p{Script=Han}/gu) ?? []).length;
}
