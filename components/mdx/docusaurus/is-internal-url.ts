/** `@docusaurus/isInternalUrl` as a module of its own (author code imports its default export). */
import { hasProtocol, isInternalUrl } from './use-base-url';

export { hasProtocol };
export default isInternalUrl;
