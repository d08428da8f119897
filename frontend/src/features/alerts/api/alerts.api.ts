import {
  type Alert,
  type AlertListResponse,
  alertListResponseSchema,
  type AlertMatch,
  type AlertMatchesResponse,
  alertMatchesResponseSchema,
  type AlertResponse,
  alertResponseSchema,
  type DesktopAlertRequest,
  type MobileAlertRequest,
} from '@teewatch/contracts';
import { api } from '../../../lib/api';

/**
 * What the desktop form posts: players and maxPrice as strings, course names
 * (docs/product-rules.md, "Alert form").
 */
export type DesktopAlertPayload = Omit<DesktopAlertRequest, 'players' | 'maxPrice'> & {
  players: string;
  maxPrice: string;
};

const alertsApiWithTags = api.enhanceEndpoints({ addTagTypes: ['Alert', 'AlertMatches'] });

const alertList = { type: 'Alert' as const, id: 'LIST' };

export const alertsApi = alertsApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    /** This browser's (or account's) alerts, newest first. */
    getAlerts: build.query<Alert[], void, AlertListResponse>({
      query: () => '/alerts',
      rawResponseSchema: alertListResponseSchema,
      transformResponse: (raw) => raw.alerts,
      providesTags: (alerts) => [
        alertList,
        ...(alerts ?? []).map((alert) => ({ type: 'Alert' as const, id: alert.id })),
      ],
    }),
    /**
     * The form's or the wizard's payload; on success the alert list is fetched again
     * (docs/product-rules.md, "Alert form").
     */
    createAlert: build.mutation<Alert, DesktopAlertPayload | MobileAlertRequest, AlertResponse>({
      query: (body) => ({ url: '/alerts', method: 'POST', body }),
      rawResponseSchema: alertResponseSchema,
      transformResponse: (raw) => raw.alert,
      invalidatesTags: [alertList],
    }),
    setAlertStatus: build.mutation<Alert, { id: string; status: Alert['status'] }, AlertResponse>({
      query: ({ id, status }) => ({
        url: `/alerts/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { status },
      }),
      rawResponseSchema: alertResponseSchema,
      transformResponse: (raw) => raw.alert,
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Alert', id },
        { type: 'AlertMatches', id },
      ],
    }),
    deleteAlert: build.mutation<void, string>({
      query: (id) => ({ url: `/alerts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: [alertList],
    }),
    /** Tee times open right now that match the alert, soonest first. */
    getAlertMatches: build.query<AlertMatch[], string, AlertMatchesResponse>({
      query: (id) => `/alerts/${encodeURIComponent(id)}/matches`,
      rawResponseSchema: alertMatchesResponseSchema,
      transformResponse: (raw) => raw.teeTimes,
      providesTags: (_result, _error, id) => [{ type: 'AlertMatches', id }],
    }),
  }),
});

export const {
  useGetAlertsQuery,
  useCreateAlertMutation,
  useSetAlertStatusMutation,
  useDeleteAlertMutation,
  useGetAlertMatchesQuery,
} = alertsApi;
