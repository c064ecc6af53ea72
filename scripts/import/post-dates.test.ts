/**
 * An imported post that Docusaurus dated by its file keeps that date: the importer writes it into the front
 * matter (the commit that added the file since 2.0.0-beta.16, else its birth time); other posts are untouched.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { docusaurusRules } from '../../lib/content/docusaurus-rules';
import { blogDatePinner, withFrontMatterDate } from './post-dates';

test('withFrontMatterDate: first key of the front matter, or a new front matter', () => {
  assert.equal(withFrontMatterDate('---\ntitle: 甲\n---\n\n正文\n', 'D'), '---\ndate: D\ntitle: 甲\n---\n\n正文\n');
  assert.equal(withFrontMatterDate('---\n---\n正文\n', 'D'), '---\ndate: D\n---\n正文\n');
  assert.equal(withFrontMatterDate('# 标题\n', 'D'), '---\ndate: D\n---\n\n# 标题\n');
  assert.equal(withFrontMatterDate('---\n\n分隔线之后\n', 'D'), '---\ndate: D\n---\n\n---\n\n分隔线之后\n');
});

test('blogDatePinner: undated posts get the date Docusaurus gave them, by release; dated ones are left alone', () => {
  const blog = fs.mkdtempSync(path.join(os.tmpdir(), 'myblog-import-dates-'));
  const date = '2020-03-04T05:06:07Z';
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
      cwd: blog,
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
      stdio: 'ignore',
    });
  try {
    fs.mkdirSync(path.join(blog, 'team'));
    const text = '---\ntitle: 笔记\n---\n\n正文\n';
    for (const file of ['team/note.md', '2021-05-12-dated.md', 'team/2021-05-12-later.md', 'fm.md'])
      fs.writeFileSync(path.join(blog, file), text);
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'posts');
    fs.writeFileSync(path.join(blog, 'new.md'), text);
    const v3 = blogDatePinner(blog, docusaurusRules('3.9.2'));
    const pinned = v3('team/note.md', text, { title: '笔记' });
    assert.deepEqual(pinned && { iso: pinned.iso, source: pinned.source }, { iso: '2020-03-04T05:06:07.000Z', source: 'git' });
    assert.equal(pinned?.text, '---\ndate: 2020-03-04T05:06:07.000Z\ntitle: 笔记\n---\n\n正文\n');
    assert.equal(v3('new.md', text, {})?.source, 'birth time', 'not committed: its birth time');
    assert.equal(v3('2021-05-12-dated.md', text, {}), undefined, 'dated by its name');
    assert.equal(v3('team/2021-05-12-later.md', text, {}), undefined, 'dated by its path (since 2.0.0-beta.15)');
    assert.equal(v3('fm.md', text, { date: '2021-01-01' }), undefined, 'dated by its front matter');
    assert.equal(v3('fm.md', text, { date: null }), undefined, 'an empty date key is left to the author');
    // Docusaurus does not read what the blog's `exclude` leaves out (by default names starting with `_`): no post, no date.
    fs.mkdirSync(path.join(blog, '_drafts'));
    for (const file of ['2021-05/_12-draft.md', '_drafts/idea.md']) {
      fs.mkdirSync(path.dirname(path.join(blog, file)), { recursive: true });
      fs.writeFileSync(path.join(blog, file), text);
      assert.equal(v3(file, text, {}), undefined, `${file} is not a post`);
    }
    const own = blogDatePinner(blog, docusaurusRules('3.9.2'), { exclude: ['**/old-*.md'] });
    assert.equal(own('team/old-note.md', text, {}), undefined, "the blog's own exclude");
    assert.equal(own('_drafts/idea.md', text, {})?.source, 'birth time', 'its own exclude replaces the default');
    // 2.0.0-beta.9: the birth time, even in git; a date after a folder is not read yet.
    const beta9 = blogDatePinner(blog, docusaurusRules('2.0.0-beta.9'));
    const birth =
      fs.statSync(path.join(blog, 'team/note.md')).birthtimeMs || fs.statSync(path.join(blog, 'team/note.md')).mtimeMs;
    assert.deepEqual(beta9('team/note.md', text, {})?.iso, new Date(birth).toISOString());
    assert.equal(beta9('team/2021-05-12-later.md', text, {})?.source, 'birth time');
  } finally {
    fs.rmSync(blog, { recursive: true, force: true });
  }
});
