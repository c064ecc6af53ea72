// Whether a push changed the generator's code (so the deploy runs `npm test`) or only what it builds: posts,
// docs and pages under content/, and the project's own Markdown documentation (README.md, docs/). Prints
// `code=true` or `code=false` for GitHub Actions' step outputs.
//   node scripts/code-changed.mjs <before-sha> <after-sha>
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** True when one of `paths` (repository-relative, POSIX) is code: anything but content and Markdown documentation. */
export function isCodeChange(paths) {
  return paths.some((file) => !file.startsWith('content/') && !/^(?:[^/]+|docs\/.+)\.md$/.test(file));
}

/**
 * The files changed between two commits, or undefined when that cannot be told (a new branch, a force push
 * whose old head is gone, a manual run): then the caller treats the push as a code change.
 */
export function changedFiles(before, after) {
  if (!before || /^0+$/.test(before) || !after) return undefined;
  try {
    const out = execFileSync('git', ['diff', '--name-only', '--no-renames', before, after], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.split('\n').filter(Boolean);
  } catch {
    return undefined;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = changedFiles(process.argv[2], process.argv[3]);
  const code = files === undefined || isCodeChange(files);
  console.error(
    files === undefined
      ? 'The changed files cannot be told: testing the code.'
      : `${files.length} file(s) changed; code: ${code}.`,
  );
  console.log(`code=${code}`);
}
