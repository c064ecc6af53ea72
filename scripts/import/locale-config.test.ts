// A config that gives each locale its own words (it reads DOCUSAURUS_CURRENT_LOCALE, as Docusaurus sets it for each
// locale's build): what the importer carries into i18n.localeConfigs, and what it names as not carried.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { siteSchema } from '../../config/schema';
import { readDocusaurusSite } from './docusaurus-config';
import { toSiteConfig } from './site-config';

const dirs: string[] = [];
after(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function makeSite(files: Record<string, string>): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'locale-config-')));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const CONFIG = `const locale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'en';
const w = (en, de, nl = en) => ({ en, de, nl })[locale];
export default {
  title: w('Lanterns', 'Laternen'),
  tagline: w('Light for the road', 'Licht für den Weg', 'Licht voor onderweg'),
  url: w('https://lanterns.example', 'https://laternen.example', 'https://lanterns.example'),
  baseUrl: w('/', '/', '/lantaarns/'),
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'de', 'nl'],
    localeConfigs: { en: { label: w('English', 'Englisch') }, nl: { direction: 'ltr' } },
  },
  presets: [['classic', { blog: { blogTitle: w('News', 'Neuigkeiten') } }]],
  themeConfig: {
    navbar: {
      title: w('Lanterns', 'Laternen'),
      logo: { alt: w('A lantern', 'Eine Laterne'), src: 'img/logo.svg' },
      items: [
        { to: '/guide', label: w('Guide', 'Anleitung') },
        { type: 'dropdown', label: w('More', 'Mehr'), items: [{ to: '/faq', label: w('Questions', 'Fragen') }, { to: '/help', label: w('Guide', 'Hilfe') }] },
      ],
    },
    footer: {
      links: [{ title: w('Read', 'Lesen'), items: [{ label: w('Guide', 'Anleitung'), to: '/guide' }] }],
      copyright: w('Lanterns, since 2020', 'Laternen, seit 2020'),
    },
  },
};
`;

test("each locale's own words go into its localeConfigs; what has no place there is named once", async () => {
  const site = await readDocusaurusSite(makeSite({ 'docusaurus.config.mjs': CONFIG }));
  const { config, notes, carried } = toSiteConfig(site, { redirects: [], math: false, markdownFormat: 'detect' });
  assert.equal(config.title, 'Lanterns');
  assert.deepEqual(config.i18n?.localeConfigs, {
    en: { label: 'English' },
    de: {
      title: 'Laternen',
      tagline: 'Licht für den Weg',
      navbar: {
        title: 'Laternen',
        logoAlt: 'Eine Laterne',
        labels: { Guide: 'Anleitung', More: 'Mehr', Questions: 'Fragen' },
      },
      footer: { titles: { Read: 'Lesen' }, labels: { Guide: 'Anleitung' }, copyright: 'Laternen, seit 2020' },
    },
    // nl's own base URL: its reading's baseUrl with the locale, as Docusaurus infers it.
    nl: { direction: 'ltr', tagline: 'Licht voor onderweg', baseUrl: '/lantaarns/nl/' },
  });
  assert.ok(siteSchema.safeParse(config).success);
  assert.deepEqual(carried, {
    de: [
      'title',
      'tagline',
      'navbar.title',
      'navbar.logo.alt',
      'navbar.items[0].label',
      'navbar.items[1].label',
      'navbar.items[1].items[0].label',
      'footer.copyright',
      'footer.links[0].title',
      'footer.links[0].items[0].label',
    ],
    nl: ['tagline', 'baseUrl /lantaarns/nl/'],
  });
  const where = 'locale de (the config read with DOCUSAURUS_CURRENT_LOCALE=de, as Docusaurus builds it)';
  assert.deepEqual(notes, [
    `${where}: url is "https://laternen.example" there, "https://lanterns.example" in the default locale's: not carried (one build, one origin: the pages of every locale are at the default reading's url)`,
    `${where}: navbar.items[1].items[1].label is "Hilfe" there, "Guide" in the default locale's: not carried ("Guide" is "Anleitung" elsewhere in the same locale: one text per label is kept)`,
    `${where}: blogs[0].title is "Neuigkeiten" there, "News" in the default locale's: not carried (the blog's words in de come from its options.json translation (i18n/de/docusaurus-plugin-content-blog/options.json), as Docusaurus also reads them)`,
    `${where}: i18n.localeConfigs.en.label is "Englisch" there, "English" in the default locale's: not carried (the default locale's reading decides the locales and their menu)`,
  ]);
});

test('a config that reads no locale carries nothing and says nothing', async () => {
  const site = await readDocusaurusSite(
    makeSite({
      'docusaurus.config.ts': `export default { title: 'Same', url: 'https://x.example', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } };\n`,
    }),
  );
  const { config, notes, carried } = toSiteConfig(site, { redirects: [], math: false, markdownFormat: 'detect' });
  assert.deepEqual([config.i18n?.localeConfigs, notes, carried], [{}, [], {}]);
});

test('an editUrl function: its base when its links are a base and the file, editLocalizedFiles when a locale opens translations', async () => {
  const site = await readDocusaurusSite(
    makeSite({
      'docusaurus.config.js': `module.exports = {
  title: 'Edits',
  url: 'https://edits.example',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', {
    docs: {
      editUrl: ({ locale, versionDocsDirPath, docPath }) =>
        locale === 'en'
          ? \`https://git.example/edit/main/\${versionDocsDirPath}/\${docPath}\`
          : \`https://git.example/edit/main/i18n/\${locale}/docusaurus-plugin-content-docs/current/\${docPath}\`,
    },
    blog: {
      editUrl: ({ locale, blogDirPath, blogPath }) =>
        locale === 'en' ? \`https://git.example/edit/main/\${blogDirPath}/\${blogPath}\` : \`https://translate.example/\${locale}\`,
    },
  }]],
};
`,
    }),
  );
  assert.deepEqual(
    [site.docs[0]?.editUrl, site.docs[0]?.editLocalizedFiles, site.localeSites.fr?.docs[0]?.editLocalizedFiles],
    ['https://git.example/edit/main/', false, true],
  );
  assert.equal(site.blogs[0]?.editUrl, 'https://git.example/edit/main/');
  assert.deepEqual(site.warnings, [
    'locale fr: blog plugin "default": editUrl is a function whose links are not one base followed by the file\'s path ("https://translate.example/fr" for a file of blog); it is not carried over',
  ]);
  const { config, notes, carried } = toSiteConfig(site, { redirects: [], math: false, markdownFormat: 'detect' });
  assert.deepEqual(
    [
      config.docs?.[0]?.editUrl,
      config.docs?.[0]?.editLocalizedFiles,
      config.blogs?.[0]?.editUrl,
      config.blogs?.[0]?.editLocalizedFiles,
    ],
    ['https://git.example/edit/main/', true, 'https://git.example/edit/main/', undefined],
  );
  assert.deepEqual(carried, { fr: ['docs[0].editLocalizedFiles'] });
  assert.deepEqual(notes, [
    `locale fr (the config read with DOCUSAURUS_CURRENT_LOCALE=fr, as Docusaurus builds it): blogs[0].editUrl is unset there, "https://git.example/edit/main/" in the default locale's: not carried (its editUrl function gives fr's pages other links than one base and the file's path: they get the default locale's base)`,
  ]);
});
