// Turns Contentlayer's error report into one clear line per problem: `file:line[:column]: message`.

/** Extracts the problems from Contentlayer's output (paths are shown relative to `contentDirLabel`). */
export function summarizeContentErrors(output, contentDirLabel) {
  const lines = [];
  const blocks = output.split(/\n\s*•\s+/).slice(1);
  for (const block of blocks) {
    const file = /^"([^"]+)"/.exec(block)?.[1];
    const where = file ? `${contentDirLabel}/${file}` : contentDirLabel;
    const contentError = /ContentError: (.+)/.exec(block)?.[1];
    if (contentError) {
      lines.push(contentError.trim());
      continue;
    }
    const yaml = /(YAML\w*Error|YAMLException): (.+?) at line (\d+), column (\d+)/.exec(block);
    if (yaml) {
      lines.push(`${where}:${yaml[3]}:${yaml[4]}: invalid YAML front matter: ${yaml[2]}`);
      continue;
    }
    if (/UnexpectedMDXError/.test(block)) {
      const m = /\n\s*(\d+):(\d+)(?:-\d+:\d+)?: (.+)/.exec(block);
      lines.push(
        m
          ? `${where}:${m[1]}:${m[2]}: MDX does not compile: ${m[3].trim()}`
          : `${where}: MDX does not compile: ${block.split('\n')[0]}`,
      );
      continue;
    }
    lines.push(
      `${where}: ${block
        .replace(/^"[^"]+"\s*/, '')
        .split('\n')[0]
        .trim()}`,
    );
  }
  return lines;
}
