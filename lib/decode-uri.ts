/** A URL or path decoded with `decodeURI`, or as written when it is not valid percent-encoding (`%E4` alone, `50%`). */
export function decodeUriOrAsWritten(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}
