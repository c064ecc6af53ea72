import assert from 'node:assert/strict';
import { test } from 'node:test';
// @ts-expect-error -- plain ESM helper shared with the npm scripts
import { run } from './proc.mjs';

// A tool's report on stdout and its compiler's print on stderr arrive interleaved, even in the middle of a line:
// each chunk says which stream it came on, so a reader can keep each stream's lines whole.
test('run tags each chunk with its stream, so a line cut by the other stream can be put back together', async () => {
  const child = `
    const wait = () => new Promise((r) => setTimeout(r, 50));
    (async () => {
      process.stdout.write('• "docs/broken.mdx": Unexpected');
      await wait();
      process.stderr.write('✘ [ERROR] Cannot process MDX file\\n');
      await wait();
      process.stdout.write('MDXError: 11:12: reason\\n');
    })();`;
  const chunks: { text: string; stream: string }[] = [];
  const code = await (run as (c: string, a: string[], o: object) => Promise<number>)(process.execPath, ['-e', child], {
    quiet: true,
    onOutput: (text: string, stream: string) => chunks.push({ text, stream }),
  });
  assert.equal(code, 0);
  assert.deepEqual([...new Set(chunks.map((c) => c.stream))].sort(), ['stderr', 'stdout']);
  const whole = (stream: string) =>
    chunks
      .filter((c) => c.stream === stream)
      .map((c) => c.text)
      .join('');
  assert.equal(whole('stdout'), '• "docs/broken.mdx": UnexpectedMDXError: 11:12: reason\n');
  assert.equal(whole('stderr'), '✘ [ERROR] Cannot process MDX file\n');
  // In arrival order the line on stdout is cut by the stderr print (what a reader joining both would see).
  assert.ok(chunks.length >= 3 && chunks[0]?.stream === 'stdout' && chunks[1]?.stream === 'stderr');
});
