import { Children, isValidElement, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from './class-names';
import { localized } from './localized';

/** Props of `@theme/Details`: a `<details>` element's, with the summary as a prop. */
export interface DetailsProps extends Omit<ComponentPropsWithoutRef<'details'>, 'children'> {
  readonly summary?: ReactNode;
  readonly children?: ReactNode;
}

const isSummaryElement = (node: ReactNode) => isValidElement(node) && node.type === 'summary';

/** `@theme/Details`: a native `<details>`; summary from the prop, a `<summary>` child (as MDX writes it) or Docusaurus's default (Details, in the page's language). */
const Details = localized<DetailsProps>('Details', ({ summary, children, className, ...props }, ui) => {
  let content: ReactNode = children;
  let heading: ReactNode = summary;
  if (heading === undefined) {
    const items = Children.toArray(children);
    const summaryChild = items.find(isSummaryElement);
    if (summaryChild !== undefined) {
      heading = summaryChild;
      content = items.filter((item) => item !== summaryChild);
    }
  }
  return (
    <details {...props} className={cx('details', className)}>
      {isSummaryElement(heading) ? heading : <summary>{heading ?? ui.details}</summary>}
      <div className="details-content">{content}</div>
    </details>
  );
});
export default Details;
