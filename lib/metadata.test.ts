import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatPageTitle } from './metadata';

test("a page's title is `<title> | <site title>`; the site's alone without one, or (3.8+) when it is the site's", () => {
  assert.equal(formatPageTitle('Intro', 'Site', true), 'Intro | Site');
  assert.equal(formatPageTitle('  Intro ', 'Site', true), 'Intro | Site');
  assert.equal(formatPageTitle(undefined, 'Site', true), 'Site');
  assert.equal(formatPageTitle('  ', 'Site', false), 'Site');
  // TitleFormatterFnDefault (3.8.0): the title equal to the site's is not repeated.
  assert.equal(formatPageTitle('Site', 'Site', true), 'Site');
  assert.equal(formatPageTitle(' Site ', 'Site', true), 'Site');
  // Before, useTitleFormatter repeated it (a blog-only list page read "Site | Site").
  assert.equal(formatPageTitle('Site', 'Site', false), 'Site | Site');
});
