// An SVG that the site's own code or its MDX imports, as a React component: what Docusaurus's SVGR rule gives
// (`import Logo from '@site/static/img/logo.svg'`, `require('./x.svg').default`, then `<Logo />`), with its
// options (a `title` prop, a ref). A Turbopack loader (next.config.ts applies it to the mirrored site code in
// .build/mdx-modules only); SVGR (`@svgr/core` with its JSX plugin) does the work and Turbopack compiles the JSX.
'use strict';

module.exports = function svgrLoader(source) {
  const callback = this.async();
  import('@svgr/core')
    .then(({ transform }) =>
      transform(
        source,
        { plugins: ['@svgr/plugin-jsx'], jsxRuntime: 'automatic', titleProp: true, ref: true, exportType: 'default' },
        { filePath: this.resourcePath, caller: { name: 'myblog' } },
      ),
    )
    .then((code) => callback(null, code), callback);
};
