/**
 * Functions a site's config holds as JavaScript source (the importer writes a Docusaurus config's functions so:
 * blog `readingTime`, npm2yarn's custom converters), run as plain functions of their argument. Each source is
 * compiled once per process in a V8 context of its own, which has JavaScript's built-ins (`Intl`, `JSON`, `Math`…)
 * and nothing of Node or of this program: no `require`, `process`, file system or module scope. Its argument goes
 * in as JSON, helpers it is handed (Docusaurus's `defaultReadingTime`) are functions of that context taking and
 * returning plain values, and a call stops after a second.
 *
 * Not a security boundary (`node:vm` is not one): the source is the site's own config, which the importer already
 * ran. The context keeps a function to what it says, the same on every machine and in every compile thread.
 */
import vm from 'node:vm';

/** A value JSON carries. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue | undefined };

/** A helper handed to a config function: it receives its caller's options as JSON and returns a plain value. */
export type ConfigHelper = (options: JsonValue | undefined) => string | number | boolean | null | undefined;

/** A compiled config function: `call(argument, helpers)` runs it on `argument`, the helpers added to it as properties. */
export interface ConfigFunction {
  readonly source: string;
  call(argument: JsonValue, helpers?: Readonly<Record<string, ConfigHelper>>): unknown;
}

/**
 * How long one call may run: a guard against a function that never returns (Docusaurus sets none), not a budget. The
 * limit is wall time, which a busy build machine stretches: at 1 s, a real site's readingTime function on its longest
 * post (it calls back for the default reading time of the whole text) timed out while the content layer shared two
 * cores with another build (2026-11-27).
 */
const TIME_LIMIT_MS = 30_000;

/**
 * The glue, compiled in the function's context: it parses the argument there, adds each helper as a function of the
 * context (the host's function stays in this closure, out of the config function's reach) and calls the function.
 */
const GLUE = `(fn, host) => (json, names) => {
  const argument = JSON.parse(json);
  for (const name of JSON.parse(names)) {
    argument[name] = (options) => host(name, options === undefined ? undefined : JSON.stringify(options));
  }
  return fn(argument);
}`;

const compiled = new Map<string, ConfigFunction>();

/** The source as an expression: an arrow or `function`, or a method (`readingTime({content}) {…}`) as its object's property. */
function functionOf(source: string, context: vm.Context, filename: string): unknown {
  try {
    return vm.runInContext(`(${source})`, context, { filename, timeout: TIME_LIMIT_MS });
  } catch (error) {
    // An error of the function's context, not an instance of this realm's SyntaxError.
    if ((error as { name?: unknown } | null)?.name !== 'SyntaxError') throw error;
    const holder = vm.runInContext(`({${source}})`, context, { filename, timeout: TIME_LIMIT_MS }) as Record<string, unknown>;
    return Object.values(holder)[0];
  }
}

/** Compiles a config function (once per process and source); throws when the source is no function. */
export function configFunction(source: string, name: string): ConfigFunction {
  const known = compiled.get(source);
  if (known) return known;
  const context = vm.createContext(Object.create(null) as object, {
    name,
    codeGeneration: { strings: false, wasm: false },
  });
  const filename = `config function ${name}`;
  const fn = functionOf(source, context, filename);
  if (typeof fn !== 'function') throw new Error(`${name}: the config's source is not a function`);
  let helpers: Readonly<Record<string, ConfigHelper>> = {};
  const host = (helper: string, json: string | undefined) => {
    const value = helpers[helper]!(json === undefined ? undefined : (JSON.parse(json) as JsonValue));
    return value === null || typeof value !== 'object' ? value : undefined;
  };
  const glue = vm.runInContext(GLUE, context, { filename: `${filename} (glue)` }) as (
    f: unknown,
    h: typeof host,
  ) => (json: string, names: string) => unknown;
  const invoke = glue(fn, host);
  const script = new vm.Script('invoke(json, names)', { filename });
  const result: ConfigFunction = {
    source,
    call(argument, given = {}) {
      helpers = given;
      Object.assign(context, { invoke, json: JSON.stringify(argument), names: JSON.stringify(Object.keys(given)) });
      try {
        return script.runInContext(context, { timeout: TIME_LIMIT_MS });
      } finally {
        helpers = {};
      }
    },
  };
  compiled.set(source, result);
  return result;
}
