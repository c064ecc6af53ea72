// A Less stylesheet that the site's own code imports (`import styles from './index.module.less'`), compiled to CSS as
// docusaurus-plugin-less's less-loader compiles it (JavaScript evaluation on, as Ant Design's stylesheets need). A
// Turbopack loader (next.config.ts applies it to the mirrored site code in .build/mdx-modules only, as CSS or a CSS
// module); `less` resolves the stylesheet's own @imports from its file.
'use strict';

module.exports = function lessLoader(source) {
  const callback = this.async();
  const options = { javascriptEnabled: true, filename: this.resourcePath };
  import('less')
    .then(({ default: less }) => less.render(source, options))
    .then((output) => {
      for (const file of output.imports) this.addDependency(file);
      callback(null, output.css);
    }, callback);
};
