import type { Alert, DesktopAlertRequest, MobileAlertRequest } from '@teewatch/contracts';
import { api } from '../../../lib/api';
import type { AlertMatch } from '../types';

/** What the desktop form posts (core spec §3): players and maxPrice as strings, course names. */
export type DesktopAlertPayload = Omit<DesktopAlertRequest, 'players' | 'maxPrice'> & {
  players: string;
  maxPrice: string;
};

const alertsApiWithTags = api.enhanceEndpoints({ addTagTypes: ['Alert', 'AlertMatches'] });

const alertList = { type: 'Alert' as const, id: 'LIST' };

export const alertsApi = alertsApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    /** This browser's (or account's) alerts, newest first. */
    getAlerts: build.query<Alert[], void>({
      query: () => '/alerts',
      transformResponse: (raw: { success: true; alerts: Alert[] }) => raw.alerts,
      providesTags: (alerts) => [
        alertList,
        ...(alerts ?? []).map((alert) => ({ type: 'Alert' as const, id: alert.id })),
      ],
    }),
    /** Either payload of core spec §3; on success the alert list is refreshed (core spec §7). */
    createAlert: build.mutation<Alert, DesktopAlertPayload | MobileAlertRequest>({
      query: (body) => ({ url: '/alerts', method: 'POST', body }),
      transformResponse: (raw: { success: true; alert: Alert }) => raw.alert,
      invalidatesTags: [alertList],
    }),
    setAlertStatus: build.mutation<Alert, { id: string; status: Alert['status'] }>({
      query: ({ id, status }) => ({
        url: `/alerts/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { status },
      }),
      transformResponse: (raw: { success: true; alert: Alert }) => raw.alert,
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
    getAlertMatches: build.query<AlertMatch[], string>({
      query: (id) => `/alerts/${encodeURIComponent(id)}/matches`,
      transformResponse: (raw: { success: true; teeTimes: AlertMatch[] }) => raw.teeTimes,
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
