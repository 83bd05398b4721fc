/**
 * Pages of a list kept in the address (SPEC §9's pagination) inside the app: the public catalogue's,
 * and the console's lists that have more than one page. The router's links, over pagination-view.tsx.
 */
import { Link } from 'react-router';
import { type PageLinkProps, PaginationView, type PaginationViewProps } from './pagination-view.tsx';

export interface PaginationProps extends Omit<PaginationViewProps, 'renderLink'> {
  /** Called when a page link is followed (the page moves focus to the results). */
  onNavigate?: () => void;
}

export default function Pagination({ onNavigate, ...props }: PaginationProps) {
  const renderLink = ({ search, ...link }: PageLinkProps) => (
    <Link to={{ search }} preventScrollReset onClick={onNavigate} {...link} />
  );
  return <PaginationView {...props} renderLink={renderLink} />;
}
