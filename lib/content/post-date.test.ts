/**
 * A post's date as Docusaurus dates it, by release: front matter, then the path, then the file's creation (the
 * commit that added it since 2.0.0-beta.16, its birth time before or outside git), never its last edit.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { blogPostSlug, docusaurusRules } from './docusaurus-rules';
import { parseGitLog, readGitHistory } from './git-history.mjs';
import { birthTimeOf, blogPostDate, forgetFirstSeen, parseFrontMatterDate, type FileCreation } from './post-date';

const BETA_9 = docusaurusRules('2.0.0-beta.9');
const BETA_15 = docusaurusRules('2.0.0-beta.15');
const BETA_16 = docusaurusRules('2.0.0-beta.16');
const V3 = docusaurusRules('3.9.2');

const ADDED = Date.UTC(2020, 0, 2, 3, 4, 5);
const BORN = Date.UTC(2024, 5, 6);
const tracked: FileCreation = { gitAdded: () => ADDED, birthTime: () => BORN };
const untracked: FileCreation = { gitAdded: () => undefined, birthTime: () => BORN };
const iso = (ms: number) => new Date(ms).toISOString();

/** A post's date from its path inside the blog, as describePost reads it. */
function dateOf(relativePath: string, rules: typeof V3, file: FileCreation, frontMatterDate?: string): string {
  const { dateFromPath } = blogPostSlug({ relativePath, frontMatterDate, rules });
  return blogPostDate({ frontMatterDate, dateFromPath, file, rules });
}

describe('blogPostDate', () => {
  test('front matter date first, whatever the path and the file say', () => {
    for (const rules of [BETA_9, V3]) {
      assert.equal(dateOf('2021-05-12-x.md', rules, tracked, '2022-03-04'), '2022-03-04T00:00:00.000Z');
      assert.equal(dateOf('x.md', rules, tracked, '2022-03-04 10:20'), '2022-03-04T10:20:00.000Z');
    }
  });

  test('then the date in the path, by the rules of the release', () => {
    for (const rules of [BETA_9, V3]) {
      assert.equal(dateOf('2021-05-12-x.md', rules, tracked), '2021-05-12T00:00:00.000Z');
      assert.equal(dateOf('2021/05/12/x.md', rules, tracked), '2021-05-12T00:00:00.000Z');
      assert.equal(dateOf('2021-5-2-x/index.md', rules, tracked), '2021-05-02T00:00:00.000Z');
    }
    // A date after a folder counts since 2.0.0-beta.15 (#6245); before, such a post is undated.
    assert.equal(dateOf('bench/2019-01-10-x.md', V3, tracked), '2019-01-10T00:00:00.000Z');
    assert.equal(dateOf('team-a/2021/05/12/x.md', BETA_15, tracked), '2021-05-12T00:00:00.000Z');
    assert.equal(dateOf('bench/2019-01-10-x.md', BETA_9, untracked), iso(BORN));
  });

  test('an undated post: the commit that added it since 2.0.0-beta.16, else its birth time', () => {
    for (const rules of [BETA_16, V3]) {
      assert.equal(dateOf('undated.md', rules, tracked), iso(ADDED));
      assert.equal(dateOf('team/undated.md', rules, untracked), iso(BORN), 'not in git: birth time');
    }
    // Up to 2.0.0-beta.15 Docusaurus only asked the file system, even in a git checkout.
    for (const rules of [BETA_9, BETA_15]) assert.equal(dateOf('undated.md', rules, tracked), iso(BORN));
  });

  test('front matter dates without a zone are UTC; a zone is kept', () => {
    assert.equal(parseFrontMatterDate('2021-05-12').toISOString(), '2021-05-12T00:00:00.000Z');
    assert.equal(parseFrontMatterDate('2021-05-12 08:30:15').toISOString(), '2021-05-12T08:30:15.000Z');
    assert.equal(parseFrontMatterDate('2021-05-12T08:30').toISOString(), '2021-05-12T08:30:00.000Z');
    assert.equal(parseFrontMatterDate('2021-05-12 08:30+08:00').toISOString(), '2021-05-12T00:30:00.000Z');
    assert.equal(parseFrontMatterDate('2021-05-12T08:30:00.000Z').toISOString(), '2021-05-12T08:30:00.000Z');
  });
});

describe('git history', () => {
  test('parseGitLog: the addition is followed through renames, a new addition after a deletion restarts it; the last author', () => {
    const log = [
      '\x01400,Doe, Jr.\0\nM\0blog/b.md\0R100\0blog/old.md\0blog/renamed.md',
      '\x01350,李四\0\nA\0blog/c.md',
      '\x01300,Ann\0\nD\0blog/c.md\0M\0blog/old.md',
      '\x01200,Ann\0\nA\0blog/c.md\0A\0blog/中 文.md',
      '\x01100,Bob\0\nA\0blog/b.md\0A\0blog/old.md\0',
    ].join('\0');
    const { added, lastCommit, lastAuthor } = parseGitLog(log);
    assert.equal(added.get('blog/renamed.md'), 100_000);
    assert.equal(added.has('blog/old.md'), false);
    assert.equal(added.get('blog/b.md'), 100_000);
    assert.equal(added.get('blog/中 文.md'), 200_000);
    assert.equal(added.get('blog/c.md'), 350_000, 'deleted, then added again');
    assert.equal(lastCommit.get('blog/b.md'), 400_000);
    assert.equal(lastCommit.get('blog/renamed.md'), 400_000);
    assert.equal(lastCommit.get('blog/中 文.md'), 200_000);
    // The author of that last commit (`%an`, everything after the time's comma).
    assert.equal(lastAuthor.get('blog/b.md'), 'Doe, Jr.');
    assert.equal(lastAuthor.get('blog/renamed.md'), 'Doe, Jr.', 'the rename is its last commit');
    assert.equal(lastAuthor.get('blog/c.md'), '李四');
    assert.equal(lastAuthor.get('blog/中 文.md'), 'Ann');
  });

  test('readGitHistory: one git log for the whole root; outside a repository, nothing', () => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'myblog-git-history-'));
    const root = path.join(repo, 'content');
    fs.mkdirSync(path.join(root, 'blog', 'team'), { recursive: true });
    const git = (args: string[], date: string, name = 't') =>
      execFileSync('git', ['-c', `user.name=${name}`, '-c', 'user.email=t@example.com', ...args], {
        cwd: repo,
        env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
        stdio: 'ignore',
      });
    try {
      git(['init', '-q'], '2020-01-01T00:00:00Z');
      fs.writeFileSync(path.join(root, 'blog', 'team', '未注明日期.md'), '# 一\n');
      fs.writeFileSync(path.join(repo, 'outside.md'), 'x\n');
      git(['add', '.'], '2020-01-01T00:00:00Z');
      git(['commit', '-qm', 'one'], '2020-01-01T00:00:00Z');
      fs.appendFileSync(path.join(root, 'blog', 'team', '未注明日期.md'), '\n二。\n');
      git(['commit', '-qam', 'two'], '2021-02-03T00:00:00Z', 'Zhang, San 张三');
      git(['mv', 'content/blog/team/未注明日期.md', 'content/blog/team/moved.md'], '2022-01-01T00:00:00Z');
      git(['commit', '-qm', 'three'], '2022-01-01T00:00:00Z');
      const history = readGitHistory(root);
      assert.deepEqual([...history.added], [['blog/team/moved.md', Date.parse('2020-01-01T00:00:00Z')]]);
      assert.equal(history.lastCommit.get('blog/team/moved.md'), Date.parse('2022-01-01T00:00:00Z'));
      assert.equal(history.lastAuthor.get('blog/team/moved.md'), 't', 'the author of the last commit (the move)');
      git(['commit', '-q', '--amend', '--no-edit', '--reset-author'], '2022-01-01T00:00:00Z', 'Zhang, San 张三');
      assert.equal(readGitHistory(root).lastAuthor.get('blog/team/moved.md'), 'Zhang, San 张三');
      // An edit that is not committed (or committed) leaves the addition where it was.
      fs.appendFileSync(path.join(root, 'blog', 'team', 'moved.md'), '\n三。\n');
      assert.equal(readGitHistory(root).added.get('blog/team/moved.md'), Date.parse('2020-01-01T00:00:00Z'));
      const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'myblog-no-git-'));
      assert.equal(readGitHistory(outside).added.size, 0);
      fs.rmSync(outside, { recursive: true });
    } finally {
      fs.rmSync(repo, { recursive: true, force: true });
    }
  });
});

describe('birth time', () => {
  test("an edit in place keeps the file's birth time", (t) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'myblog-birth-'));
    const file = path.join(dir, 'undated.md');
    fs.writeFileSync(file, '# 一\n');
    const before = fs.statSync(file);
    if (before.birthtimeMs === 0) return t.skip('this file system records no birth time');
    fs.utimesSync(file, new Date(Date.now() + 60_000), new Date(Date.now() + 60_000));
    fs.appendFileSync(file, '\n二。\n');
    assert.equal(birthTimeOf(file), before.birthtimeMs);
    assert.notEqual(fs.statSync(file).mtimeMs, before.birthtimeMs);
    fs.rmSync(dir, { recursive: true });
  });

  test('without a birth time, the time the file was first seen, kept across edits and processes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'myblog-first-seen-'));
    const store = path.join(dir, 'cache', 'first-seen.json');
    const stat = (mtimeMs: number) => ({ birthtimeMs: 0, mtimeMs }) as fs.Stats;
    try {
      forgetFirstSeen();
      assert.equal(birthTimeOf('/site/blog/a.md', stat(1_000), store), 1_000);
      assert.equal(birthTimeOf('/site/blog/a.md', stat(9_000), store), 1_000, 'edited: still first seen');
      forgetFirstSeen();
      assert.equal(birthTimeOf('/site/blog/a.md', stat(9_000), store), 1_000, 'read back from the store');
      assert.equal(birthTimeOf('/site/blog/b.md', stat(5_000), store), 5_000);
    } finally {
      forgetFirstSeen();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
