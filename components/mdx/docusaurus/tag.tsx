import Link from './link';

/** Props of `@theme/Tag`: a tag of a list (`label`, or `name` before Docusaurus 3), with its count on an index. */
export interface TagProps {
  readonly permalink: string;
  readonly label?: string;
  /** Docusaurus 2's name for the label. */
  readonly name?: string;
  readonly description?: string;
  readonly count?: number;
}

/** `@theme/Tag`: a link to the tag's page, looking like the site's own tags, with the count when it is given. */
export default function Tag({ permalink, label, name, description, count }: TagProps) {
  return (
    <Link href={permalink} className="tag" rel="tag" title={description}>
      {label ?? name}
      {count ? <span className="tag-count">{count}</span> : null}
    </Link>
  );
}
