import { NotFoundCard } from '../../components/NotFoundCard';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { notFoundRouteMessages } from './NotFoundRoute.messages';

export function NotFoundRoute() {
  useDocumentTitle(notFoundRouteMessages);
  return <NotFoundCard />;
}
