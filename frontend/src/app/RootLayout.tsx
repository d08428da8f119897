import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { PageLoading } from '../components/PageLoading';
import { useAccessGrantCheck } from '../features/access/hooks/useAccessGrantCheck';
import { selectAccessGranted } from '../features/access/access.slice';
import { useSession } from '../lib/session';
import { loadStoredSession } from '../lib/session-storage';

// A visitor loads either the gate or the app, never both: each comes in its own chunk, so the
// first page stays within its JavaScript budget (docs/web-app-delivery.md).
const loadGate = () => import('../features/access/components/AccessGate');
const loadShell = () => import('./AppShell');
const AccessGate = lazy(async () => ({ default: (await loadGate()).AccessGate }));
const AppShell = lazy(async () => ({ default: (await loadShell()).AppShell }));

/**
 * Starts fetching the chunk this visitor will most likely see first (the app for a browser let in
 * or signed in before, the gate otherwise) together with the app's own code, instead of after the
 * session check: one round trip less before the first screen.
 */
export function preloadFirstScreen(granted: boolean): void {
  void (granted || loadStoredSession() ? loadShell() : loadGate());
}

/**
 * Every route sits behind the access gate until this browser holds a grant, or a session: an
 * account holder was let in when the account was made (a magic link opened on a new phone).
 */
export function RootLayout() {
  const granted = useSelector(selectAccessGranted);
  const { status } = useSession();
  useAccessGrantCheck();
  if (status === 'checking' && !granted) return <PageLoading />;
  return (
    <Suspense fallback={<PageLoading />}>
      {granted || status === 'signed-in' ? <AppShell /> : <AccessGate />}
    </Suspense>
  );
}
