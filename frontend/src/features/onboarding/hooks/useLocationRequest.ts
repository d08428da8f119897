import { useCallback, useEffect, useState } from 'react';
import type { OnboardingLocation } from '@teewatch/contracts';
import { useToast } from '../../../components/toast/useToast';
import { useLazyReverseGeocodeQuery } from '../../../lib/golf-profile.api';
import { messagesFor } from '../../../lib/i18n';
import { locationStepMessages } from '../components/LocationStep.messages';

export type LocationStatus = 'idle' | 'requesting' | 'granted' | 'denied';

/** High accuracy, 10 s to answer, a position up to a minute old will do (docs/onboarding.md). */
export const locationRequestOptions: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 60_000,
};

export type LocationFailure = 'denied' | 'unavailable' | 'timedOut';

/** GeolocationPositionError codes. */
const failures: Record<number, LocationFailure> = { 1: 'denied', 2: 'unavailable', 3: 'timedOut' };

export interface LocationRequest {
  supported: boolean;
  status: LocationStatus;
  location: OnboardingLocation | null;
  /** Why the last request failed. */
  failure: LocationFailure | null;
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
  const [failure, setFailure] = useState<LocationFailure | null>(null);
  const [reverseGeocode] = useLazyReverseGeocodeQuery();

  const request = useCallback(() => {
    if (!supported) {
      const text = messagesFor(locationStepMessages);
      toast({
        title: text.unsupportedTitle,
        description: text.unsupported,
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
        const reason = failures[error.code] ?? 'unavailable';
        setFailure(reason);
        setStatus('denied');
        const text = messagesFor(locationStepMessages);
        toast({
          title: text.failedTitle,
          description: text.failures[reason],
          variant: 'destructive',
        });
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
          setFailure('denied');
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
