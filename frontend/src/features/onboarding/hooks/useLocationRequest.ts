import { useCallback, useEffect, useState } from 'react';
import type { OnboardingLocation } from '@teewatch/contracts';
import { useToast } from '../../../components/toast/useToast';
import { useLazyReverseGeocodeQuery } from '../../../lib/golf-profile.api';

export type LocationStatus = 'idle' | 'requesting' | 'granted' | 'denied';

/** High accuracy, 10 s to answer, a position up to a minute old will do (docs/onboarding.md). */
export const locationRequestOptions: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 60_000,
};

const failureMessages: Record<number, string> = {
  1: 'Location permission denied by user',
  2: 'Location information unavailable',
  3: 'Location request timed out',
};

export interface LocationRequest {
  supported: boolean;
  status: LocationStatus;
  location: OnboardingLocation | null;
  /** Why the last request failed. */
  failure: string | null;
  /** Allow and Try Again: asks the browser where it is, then names the town. */
  request: () => void;
}

/**
 * The location step's states: idle, requesting, granted, denied (docs/onboarding.md,
 * "Location"). A permission granted earlier looks up at once; one denied earlier starts denied.
 * The town comes from TeeWatch's own places; when it cannot be named the point is kept anyway.
 */
export function useLocationRequest(): LocationRequest {
  const { toast } = useToast();
  const [supported] = useState(() => 'geolocation' in navigator);
  const [status, setStatus] = useState<LocationStatus>('idle');
  const [location, setLocation] = useState<OnboardingLocation | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [reverseGeocode] = useLazyReverseGeocodeQuery();

  const request = useCallback(() => {
    if (!supported) {
      toast({
        title: 'Geolocation Not Supported',
        description: "Your browser doesn't support location services.",
        variant: 'destructive',
      });
      return;
    }
    setStatus('requesting');
    setFailure(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const point = {
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
        };
        setLocation(point);
        setStatus('granted');
        void reverseGeocode(point, true).then(({ data: town }) => {
          if (town) setLocation({ ...point, city: town.city, state: town.state });
        });
      },
      (error) => {
        const message = failureMessages[error.code] ?? failureMessages[2]!;
        setFailure(message);
        setStatus('denied');
        toast({ title: 'Location Access Failed', description: message, variant: 'destructive' });
      },
      locationRequestOptions,
    );
  }, [supported, toast, reverseGeocode]);

  useEffect(() => {
    if (!supported || !navigator.permissions?.query) return;
    let cancelled = false;
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((permission) => {
        if (cancelled) return;
        if (permission.state === 'granted') request();
        if (permission.state === 'denied') {
          setFailure(failureMessages[1]!);
          setStatus('denied');
        }
      })
      .catch(() => undefined); // a browser that cannot say waits for Allow
    return () => {
      cancelled = true;
    };
    // Only on load: a later Allow or Try Again asks again by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { supported, status, location, failure, request };
}
