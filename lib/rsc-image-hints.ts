/**
 * Image preload hints taken out of the pages' RSC payload files. React's server renderer gives every eager `<img>`
 * outside a `<picture>` a preload hint (react-server-dom `getChildFormatContext`, `case "img"`), and so does the
 * article's lead-image `preload()` (components/content/body.tsx). Next writes those hints into the payload files of
 * the page (`:HL["/img/x.png","image"]` rows of `__next._tree.txt`, `index.txt`…), and the client router applies
 * them as soon as it reads the file: a link *prefetched* in the navbar or a sidebar made the browser download the
 * linked page's lead image (another site's badge too) on every page that showed the link. In the page's own HTML
 * the same hints are `<link rel="preload">` tags, which stay: they are the page's own first image.
 *
 * The format is React Flight's: rows of `<hex id>:<tag><data>\n`, except text rows (`<id>:T<hex byte length>,<data>`)
 * whose data has no terminator. Hint rows have no id (`:H<code><JSON>`); a preload is code `L`, `[href, as, options]`.
 */

const NEWLINE = 0x0a;
const COLON = 0x3a;
const HEX = /^[0-9a-fA-F]*$/;

/** Whether a hint row (its text after `:H`) preloads an image. */
function isImagePreload(hint: string): boolean {
  if (!hint.startsWith('L[')) return false;
  try {
    const [, as] = JSON.parse(hint.slice(1)) as unknown[];
    return as === 'image';
  } catch {
    return false;
  }
}

/**
 * The payload without its image preload rows, or undefined when it has none (or is not a payload React wrote: a row
 * that does not parse leaves the file as it is).
 */
export function withoutImageHints(payload: Buffer): Buffer | undefined {
  // Most payload files have no image hint: one search instead of a walk through their rows.
  if (!payload.includes(':HL[') || !payload.includes('"image"')) return undefined;
  const kept: Buffer[] = [];
  let removed = false;
  let start = 0;
  while (start < payload.length) {
    const colon = payload.indexOf(COLON, start);
    if (colon === -1) return undefined;
    const id = payload.toString('latin1', start, colon);
    if (!HEX.test(id) || id.length > 8) return undefined;
    let end: number;
    if (payload[colon + 1] === 0x54 /* T */) {
      const comma = payload.indexOf(0x2c, colon + 2);
      const length = comma === -1 ? NaN : Number.parseInt(payload.toString('latin1', colon + 2, comma), 16);
      if (!Number.isFinite(length)) return undefined;
      end = comma + 1 + length;
      if (end > payload.length) return undefined;
    } else {
      const newline = payload.indexOf(NEWLINE, colon);
      end = newline === -1 ? payload.length : newline + 1;
    }
    const row = payload.subarray(start, end);
    if (id === '' && payload[colon + 1] === 0x48 /* H */ && isImagePreload(row.toString('utf8', 2).trimEnd())) removed = true;
    else kept.push(row);
    start = end;
  }
  return removed ? Buffer.concat(kept) : undefined;
}

/**
 * Whether a file of the export (its path from the export's root) is one of the RSC payloads Next writes for a page:
 * a segment file (`__next.<segment>.txt`), or the whole payload beside the page's HTML (`index.txt` beside
 * `index.html`, `intro.txt` beside `intro.html`), never a text file of the site's own.
 */
export const isPayloadFile = (name: string, hasFile: (name: string) => boolean): boolean =>
  /(^|\/)__next\.[^/]*\.txt$/.test(name) || (name.endsWith('.txt') && hasFile(name.replace(/\.txt$/, '.html')));
