import { PageLoading } from '../../../components/PageLoading';
import { useSession } from '../../../lib/session';
import { SignedInNotifications } from './SignedInNotifications';
import { SignedOutNotifications } from './SignedOutNotifications';

/**
 * /notifications: the signed-in or signed-out variant (docs/product-rules.md,
 * "Notifications page").
 */
export function NotificationsPage() {
  const session = useSession();
  if (session.status === 'checking') return <PageLoading />;
  if (session.status === 'signed-in' && session.user) {
    return <SignedInNotifications user={session.user} onSignOut={session.signOut} />;
  }
  return <SignedOutNotifications />;
}
