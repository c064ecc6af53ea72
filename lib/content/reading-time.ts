/**
 * Chinese-aware reading time: Han characters are read at about 350 a minute and Latin words at 200
 * a minute (the `reading-time` package counts the words once the CJK characters are taken out).
 */
import readingTime from 'reading-time';
import { withoutFencedCode } from './fences';

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

/** Reading time of a Markdown body. */
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

/** Counts Han characters of prose (code excluded); used by the content length bars. */
export function countCjk(markdown: string): number {
  return (prose(markdown).match(/\p{Script=Han}/gu) ?? []).length;
}
