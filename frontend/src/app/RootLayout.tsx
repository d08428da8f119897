import { useSelector } from 'react-redux';
import { AccessGate } from '../features/access/components/AccessGate';
import { useAccessGrantCheck } from '../features/access/hooks/useAccessGrantCheck';
import { selectAccessGranted } from '../features/access/access.slice';
import { AppShell } from './AppShell';

/** Every route sits behind the access gate until this browser holds a grant. */
export function RootLayout() {
  const granted = useSelector(selectAccessGranted);
  useAccessGrantCheck();
  return granted ? <AppShell /> : <AccessGate />;
}
