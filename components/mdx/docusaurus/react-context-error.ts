/** `ReactContextError` of `@docusaurus/theme-common`: thrown by a hook used outside its provider. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super(`Hook is called outside the <${providerName}>. ${additionalInfo ?? ''}`);
    this.name = 'ReactContextError';
  }
}
