import { NotFoundCard } from '../../components/NotFoundCard';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

export function NotFoundRoute() {
  useDocumentTitle('Page Not Found – TeeWatch');
  return <NotFoundCard />;
}
