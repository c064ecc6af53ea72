/**
 * Shiki's regex engine with its searches remembered for the length of one highlight. Shiki tokenizes a code
 * block once per theme (light, then dark): the grammar walks the same lines through the same rules both times,
 * and only the colours it looks up differ. A search's result depends on nothing but the scanner (the rule's
 * compiled patterns), the line, the position and the options, so the second pass takes every result from the
 * first instead of searching again. Lines reach the engine's own string (UTF-8 in WebAssembly memory) only when
 * a search is not remembered.
 */
import type { PatternScanner, RegexEngine, RegexEngineString } from 'shiki';

type Match = ReturnType<PatternScanner['findNextMatchSync']>;

/** A line as the grammar hands it over: the engine's string is made on the first search that needs it. */
class LazyString {
  private made: RegexEngineString | undefined;

  constructor(
    readonly content: string,
    private readonly make: (content: string) => RegexEngineString,
  ) {}

  get engineString(): RegexEngineString {
    this.made ??= this.make(this.content);
    return this.made;
  }

  dispose(): void {
    this.made?.dispose?.();
  }
}

export interface SearchMemo {
  /** The engine to give Shiki. */
  readonly engine: RegexEngine;
  /** Runs `highlight` with searches remembered, and forgets them when it returns. */
  around<T>(highlight: () => T): T;
}

/** Wraps `engine`; searches are remembered only inside {@link SearchMemo.around}. */
export function searchMemo(engine: RegexEngine): SearchMemo {
  /** Per scanner: line → (position × 16 + options) → result. */
  const memos = new Set<Map<string, Map<number, Match>>>();
  let depth = 0;
  const forget = () => {
    for (const memo of memos) memo.clear();
  };
  const wrapped: RegexEngine = {
    createScanner(patterns) {
      const scanner = engine.createScanner(patterns);
      const memo = new Map<string, Map<number, Match>>();
      memos.add(memo);
      return {
        findNextMatchSync(string: string | RegexEngineString, startPosition: number, options: number) {
          const search = () =>
            scanner.findNextMatchSync(string instanceof LazyString ? string.engineString : string, startPosition, options);
          if (depth === 0) return search();
          const content = typeof string === 'string' ? string : string.content;
          let line = memo.get(content);
          if (!line) memo.set(content, (line = new Map()));
          const key = startPosition * 16 + options;
          if (line.has(key)) return line.get(key)!;
          const match = search();
          line.set(key, match);
          return match;
        },
        dispose: () => {
          memos.delete(memo);
          scanner.dispose?.();
        },
      } as PatternScanner;
    },
    createString: (content) => new LazyString(content, (c) => engine.createString(c)) as unknown as RegexEngineString,
  };
  return {
    engine: wrapped,
    around(highlight) {
      depth++;
      try {
        return highlight();
      } finally {
        if (--depth === 0) forget();
      }
    },
  };
}
