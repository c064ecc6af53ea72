/** `@docusaurus/useGlobalData` for code bundled for the browser: the page's global data (global-data.client.tsx). */
import { globalDataHooks } from './docs-client-utils';
import { usePageGlobalData } from './global-data.client';

const hooks = globalDataHooks(usePageGlobalData);

export default hooks.default;
export const { usePluginData, useAllPluginInstancesData } = hooks;
