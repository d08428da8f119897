import { useSelector } from 'react-redux';
import { PageLoading } from '../components/PageLoading';
import { AccessGate } from '../features/access/components/AccessGate';
import { useAccessGrantCheck } from '../features/access/hooks/useAccessGrantCheck';
import { selectAccessGranted } from '../features/access/access.slice';
import { useSession } from '../lib/session';
import { AppShell } from './AppShell';

/**
 * Every route sits behind the access gate until this browser holds a grant, or a session: an
 * account holder was let in when the account was made (a magic link opened on a new phone).
 */
export function RootLayout() {
  const granted = useSelector(selectAccessGranted);
  const { status } = useSession();
  useAccessGrantCheck();
  if (granted || status === 'signed-in') return <AppShell />;
  return status === 'checking' ? <PageLoading /> : <AccessGate />;
}
