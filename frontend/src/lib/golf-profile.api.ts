import {
  type CompleteOnboardingRequest,
  type CompleteOnboardingResponse,
  completeOnboardingResponseSchema,
  type GolfProfile,
  type GolfProfileResponse,
  golfProfileResponseSchema,
  type ReverseGeocodeQuery,
  type ReverseGeocodeResponse,
  reverseGeocodeResponseSchema,
} from '@teewatch/contracts';
import { api } from './api';

const withTags = api.enhanceEndpoints({ addTagTypes: ['GolfProfile'] });

/**
 * What onboarding keeps for a signed-in golfer (docs/onboarding.md): the wizard writes it, the
 * alert form starts from it, so it lives with neither feature.
 */
export const golfProfileApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getGolfProfile: build.query<GolfProfile, void, GolfProfileResponse>({
      query: () => '/onboarding',
      rawResponseSchema: golfProfileResponseSchema,
      transformResponse: (raw) => raw.data,
      providesTags: ['GolfProfile'],
    }),
    completeOnboarding: build.mutation<
      CompleteOnboardingResponse['data'],
      CompleteOnboardingRequest,
      CompleteOnboardingResponse
    >({
      query: (body) => ({ url: '/onboarding/complete', method: 'POST', body }),
      rawResponseSchema: completeOnboardingResponseSchema,
      transformResponse: (raw) => raw.data,
      invalidatesTags: ['GolfProfile'],
    }),
    /** The nearest Colorado town TeeWatch knows, from its own places. */
    reverseGeocode: build.query<
      ReverseGeocodeResponse['data'],
      ReverseGeocodeQuery,
      ReverseGeocodeResponse
    >({
      query: (point) => ({ url: '/geo/reverse', params: point }),
      rawResponseSchema: reverseGeocodeResponseSchema,
      transformResponse: (raw) => raw.data,
    }),
  }),
});

export const { useGetGolfProfileQuery, useCompleteOnboardingMutation, useLazyReverseGeocodeQuery } =
  golfProfileApi;
