import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useGetAccessGrantQuery } from '../api/access.api';
import { saveGrant } from '../access.storage';
import { selectAccessRestored } from '../access.slice';

/**
 * A grant restored from storage is confirmed once in the background. A 403 ACCESS_REQUIRED is
 * handled by the API client (the gate comes back); a network failure keeps the saved grant.
 */
export function useAccessGrantCheck(): void {
  const restored = useSelector(selectAccessRestored);
  const { data } = useGetAccessGrantQuery(undefined, { skip: !restored });
  useEffect(() => {
    if (data) saveGrant(data);
  }, [data]);
}
