/**
 * What compiling a document does besides its output: the warnings it prints and the assets it copies into
 * `public/_assets`. A build records them per document (`.build/cache/documents/`) and replays them for every
 * document after the content layer (scripts/mdx-modules.ts), because the content layer reuses a document it
 * has cached without compiling it again: its warnings must still be printed and its assets still be served.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { imageSummary } from './images/summary';
import { copyAsset, type PublishedAsset } from './links';

/** A document's warnings and assets. */
export interface DocumentOutputs {
  readonly warnings: string[];
  readonly assets: PublishedAsset[];
}

/** Where the records are kept. */
export const DOCUMENT_OUTPUTS_DIR = path.resolve('.build', 'cache', 'documents');

const fileOf = (sourceFilePath: string) =>
  path.join(DOCUMENT_OUTPUTS_DIR, `${crypto.createHash('sha256').update(sourceFilePath).digest('hex')}.json`);

/**
 * Records a document's outputs (replacing its earlier record). Most documents have none: theirs is no record
 * (writing a file for each took 0.8 s of the content layer's main thread at N=1000).
 */
export function saveDocumentOutputs(sourceFilePath: string, outputs: DocumentOutputs): void {
  const file = fileOf(sourceFilePath);
  if (outputs.warnings.length === 0 && outputs.assets.length === 0) return fs.rmSync(file, { force: true });
  fs.mkdirSync(DOCUMENT_OUTPUTS_DIR, { recursive: true });
  fs.writeFileSync(`${file}.tmp`, JSON.stringify({ sourceFilePath, ...outputs }));
  fs.renameSync(`${file}.tmp`, file);
}

/** Prints the warnings and copies the assets of these documents, in their order; then what image encoding saved. */
export function replayDocumentOutputs(sourceFilePaths: readonly string[]): void {
  const names = new Set<string>();
  for (const sourceFilePath of sourceFilePaths) {
    let outputs: DocumentOutputs;
    try {
      outputs = JSON.parse(fs.readFileSync(fileOf(sourceFilePath), 'utf8')) as DocumentOutputs;
    } catch {
      continue;
    }
    for (const asset of outputs.assets) {
      copyAsset(asset);
      names.add(asset.name);
    }
    for (const warning of outputs.warnings) console.warn(warning);
  }
  const images = imageSummary(names);
  if (images) console.log(images);
}
