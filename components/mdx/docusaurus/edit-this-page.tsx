import IconEdit from './icon/edit';
import { localized } from './localized';

/** Props of `@theme/EditThisPage`. */
export interface EditThisPageProps {
  readonly editUrl: string;
}

/** `@theme/EditThisPage`: the link to a page's source, "Edit this page" in the page's language, as the site's own. */
const EditThisPage = localized<EditThisPageProps>('EditThisPage', ({ editUrl }, ui) => (
  <a className="edit-link" href={editUrl} target="_blank" rel="noopener noreferrer">
    <IconEdit />
    {ui.editThisPage}
  </a>
));
export default EditThisPage;
