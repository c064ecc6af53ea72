import { localized } from './localized';
import Tag, { type TagProps } from './tag';

/** Props of `@theme/TagsListInline`: a document's tags. */
export interface TagsListInlineProps {
  readonly tags: readonly TagProps[];
}

/** `@theme/TagsListInline`: "Tags:" in the page's language, then the tags, as at the foot of a post. */
const TagsListInline = localized<TagsListInlineProps>('TagsListInline', ({ tags }, ui) => (
  <div className="tags-inline">
    <b>{ui.tagsLabel}</b>
    <ul className="tag-list">
      {tags.map((tag) => (
        <li key={tag.permalink}>
          <Tag {...tag} />
        </li>
      ))}
    </ul>
  </div>
));
export default TagsListInline;
