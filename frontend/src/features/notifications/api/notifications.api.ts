import type {
  AddContactRequest,
  Contact,
  NotificationPreferences,
  NotificationPreferencesPatch,
} from '@teewatch/contracts';
import { api } from '../../../lib/api';

/** GET /api/smart-notifications/stats (core spec §7). */
export interface NotificationStats {
  monitoring: boolean;
  activeAlerts: number;
  totalNotificationsSent: number;
}

/** Core spec §9: the stats refresh every 30 s. */
export const STATS_REFRESH_MS = 30_000;

const notificationsApiWithTags = api.enhanceEndpoints({
  addTagTypes: ['NotificationPreferences', 'Contact'],
});

const contactList = { type: 'Contact' as const, id: 'LIST' };

export const notificationsApi = notificationsApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    getNotificationStats: build.query<NotificationStats, void>({
      query: () => '/smart-notifications/stats',
      transformResponse: (raw: { success: true; data: NotificationStats }) => raw.data,
    }),
    /** Reads every course-date the caller's alerts watch now; answers how many. */
    checkNow: build.mutation<{ message: string; courseDates: number }, void>({
      query: () => ({ url: '/smart-notifications/check-now', method: 'POST' }),
      transformResponse: (raw: {
        success: true;
        message: string;
        data: { courseDates: number };
      }) => ({
        message: raw.message,
        courseDates: raw.data.courseDates,
      }),
    }),
    getNotificationPreferences: build.query<NotificationPreferences, void>({
      query: () => '/smart-notifications/preferences',
      transformResponse: (raw: { success: true; data: NotificationPreferences }) => raw.data,
      providesTags: ['NotificationPreferences'],
    }),
    updateNotificationPreferences: build.mutation<
      NotificationPreferences,
      NotificationPreferencesPatch
    >({
      query: (body) => ({ url: '/smart-notifications/preferences', method: 'PATCH', body }),
      transformResponse: (raw: { success: true; data: NotificationPreferences }) => raw.data,
      invalidatesTags: ['NotificationPreferences'],
    }),
    getContacts: build.query<Contact[], void>({
      query: () => '/contacts',
      transformResponse: (raw: { success: true; data: Contact[] }) => raw.data,
      providesTags: (contacts) => [
        contactList,
        ...(contacts ?? []).map((contact) => ({ type: 'Contact' as const, id: contact.id })),
      ],
    }),
    /** Sends the verification: a link to an email address, a 6-digit code to a phone. */
    addContact: build.mutation<Contact, AddContactRequest>({
      query: (body) => ({ url: '/contacts', method: 'POST', body }),
      transformResponse: (raw: { success: true; data: Contact }) => raw.data,
      invalidatesTags: [contactList],
    }),
    verifyContact: build.mutation<Contact, { id: string; code: string }>({
      query: ({ id, code }) => ({
        url: `/contacts/${encodeURIComponent(id)}/verify`,
        method: 'POST',
        body: { code },
      }),
      transformResponse: (raw: { success: true; data: Contact }) => raw.data,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Contact', id }],
    }),
    removeContact: build.mutation<void, string>({
      query: (id) => ({ url: `/contacts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: [contactList],
    }),
  }),
});

export const {
  useGetNotificationStatsQuery,
  useCheckNowMutation,
  useGetNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
  useGetContactsQuery,
  useAddContactMutation,
  useVerifyContactMutation,
  useRemoveContactMutation,
} = notificationsApi;
