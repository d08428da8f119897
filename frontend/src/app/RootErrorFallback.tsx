import { useEffect } from 'react';
import { ErrorFallback } from '../components/ErrorFallback';

/** Last line of defence for errors outside a page (layout, lazy chunk that failed to load). */
export function RootErrorFallback({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('Unexpected application error', error);
  }, [error]);
  return (
    <ErrorFallback
      onRetry={() => window.location.reload()}
      onGoHome={() => window.location.assign('/')}
    />
  );
}
