import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFERRED_SCRIPTS_ATTRIBUTE, deferScripts, deferredScriptSources, withDeferredScripts } from './deferred-scripts.mjs';

const PAGE =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/b/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/b/_next/static/chunks/w.js"/>' +
  '<script src="/b/_next/static/chunks/x.js" async=""></script><script src="/b/_next/static/chunks/y.js" async=""></script>' +
  '<script src="/b/_next/static/chunks/p.js" noModule=""></script></head><body><p>正文</p>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script src="/b/_next/static/chunks/w.js" async=""></script></body></html>';

test('deferred scripts: Next’s script tags become one loader at the end of the body, in their order', () => {
  const html = deferScripts(PAGE);
  assert.ok(html);
  assert.ok(!/<script src="[^"]+" async="">|rel="preload" as="script"/.test(html), 'no script is asked for by the markup');
  assert.ok(html.includes('<link rel="stylesheet" href="/b/_next/static/chunks/a.css" data-precedence="next"/>'));
  assert.ok(html.includes('<script src="/b/_next/static/chunks/p.js" noModule=""></script>'), 'the legacy polyfill stays');
  assert.ok(html.includes('<script>(self.__next_f=self.__next_f||[]).push([0])</script>'), 'the inline payload stays');
  const loader = new RegExp(`<script ${DEFERRED_SCRIPTS_ATTRIBUTE}="">(.*)</script></body></html>$`).exec(html)?.[1];
  assert.ok(loader?.endsWith('(["/b/_next/static/chunks/w.js","/b/_next/static/chunks/x.js","/b/_next/static/chunks/y.js"])'));
  assert.ok(loader?.includes('type:"paint"'));
  assert.deepEqual(deferredScriptSources(html), [
    '/b/_next/static/chunks/w.js',
    '/b/_next/static/chunks/x.js',
    '/b/_next/static/chunks/y.js',
  ]);
  // A page rewritten already is left as it is, and both forms compare equal as post-processing leaves them.
  assert.equal(deferScripts(html), undefined);
  assert.equal(withDeferredScripts(PAGE), html);
  assert.equal(withDeferredScripts(html), html);
  assert.equal(deferScripts('<html><body><p>redirect</p></body></html>'), undefined);
});

test('deferred scripts: the loader inserts the scripts after the first contentful paint, or at once without paint timing', () => {
  const loader = /<script data-deferred-scripts="">(.*)<\/script>/.exec(deferScripts(PAGE) ?? '')?.[1] ?? '';
  const run = (paintTiming: boolean) => {
    const inserted: string[] = [];
    const observers: ((list: { getEntries(): unknown[] }) => void)[] = [];
    const timers: (() => void)[] = [];
    class Observer {
      static supportedEntryTypes = paintTiming ? ['paint'] : [];
      constructor(readonly callback: (list: { getEntries(): unknown[] }) => void) {}
      observe() {
        observers.push(this.callback);
      }
    }
    const document = {
      createElement: () => ({}) as { src?: string },
      head: { appendChild: (e: { src: string }) => inserted.push(e.src) },
    };
    new Function('window', 'document', 'setTimeout', loader)({ PerformanceObserver: Observer }, document, (f: () => void) =>
      timers.push(f),
    );
    return { inserted, paint: () => observers.forEach((o) => o({ getEntries: () => [{}] })), timers };
  };
  const withPaint = run(true);
  assert.deepEqual(withPaint.inserted, []);
  withPaint.paint();
  withPaint.paint();
  withPaint.timers.forEach((t) => t());
  assert.equal(withPaint.inserted.length, 3, 'each script once');
  assert.equal(run(false).inserted.length, 3);
});
