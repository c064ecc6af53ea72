/**
 * `@generated/docusaurus.config`, the module Docusaurus generates from the site's config, which sites' components
 * import for `customFields` and `themeConfig` outside React: the site config `useDocusaurusContext()` gives, as the
 * site's default locale has it (read once, when the module loads). `useDocusaurusContext` is a plain function here
 * (no React hook), so it may run at a module's top level.
 */
import docusaurusContext from './use-docusaurus-context';

const siteConfig = docusaurusContext().siteConfig;
export default siteConfig;
