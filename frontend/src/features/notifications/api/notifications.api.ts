import {
  type AddContactRequest,
  type CheckNowResponse,
  checkNowResponseSchema,
  type Contact,
  type ContactListResponse,
  contactListResponseSchema,
  type ContactResponse,
  contactResponseSchema,
  type NotificationPreferences,
  type NotificationPreferencesPatch,
  type NotificationPreferencesResponse,
  notificationPreferencesResponseSchema,
  type NotificationStats,
  type NotificationStatsResponse,
  notificationStatsResponseSchema,
} from '@teewatch/contracts';
import { api } from '../../../lib/api';
import { withLanguage } from '../../../lib/i18n';

/** The stats refresh every 30 s (docs/product-rules.md, "Notifications page"). */
export const STATS_REFRESH_MS = 30_000;

const notificationsApiWithTags = api.enhanceEndpoints({
  addTagTypes: ['NotificationPreferences', 'Contact', 'NotificationStats'],
});

const contactList = { type: 'Contact' as const, id: 'LIST' };

export const notificationsApi = notificationsApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    getNotificationStats: build.query<NotificationStats, void, NotificationStatsResponse>({
      query: () => '/smart-notifications/stats',
      rawResponseSchema: notificationStatsResponseSchema,
      transformResponse: (raw) => raw.data,
      // Read again when the live stream says a message went out (app/useLiveUpdates.ts).
      providesTags: ['NotificationStats'],
    }),
    /** Reads every course-date the caller's alerts watch now; answers how many. */
    checkNow: build.mutation<{ message: string; courseDates: number }, void, CheckNowResponse>({
      query: () => ({ url: '/smart-notifications/check-now', method: 'POST' }),
      rawResponseSchema: checkNowResponseSchema,
      transformResponse: (raw) => ({ message: raw.message, courseDates: raw.data.courseDates }),
    }),
    getNotificationPreferences: build.query<
      NotificationPreferences,
      void,
      NotificationPreferencesResponse
    >({
      query: () => '/smart-notifications/preferences',
      rawResponseSchema: notificationPreferencesResponseSchema,
      transformResponse: (raw) => raw.data,
      providesTags: ['NotificationPreferences'],
    }),
    updateNotificationPreferences: build.mutation<
      NotificationPreferences,
      NotificationPreferencesPatch,
      NotificationPreferencesResponse
    >({
      query: (body) => ({ url: '/smart-notifications/preferences', method: 'PATCH', body }),
      rawResponseSchema: notificationPreferencesResponseSchema,
      transformResponse: (raw) => raw.data,
      invalidatesTags: ['NotificationPreferences'],
    }),
    getContacts: build.query<Contact[], void, ContactListResponse>({
      query: () => '/contacts',
      rawResponseSchema: contactListResponseSchema,
      transformResponse: (raw) => raw.data,
      providesTags: (contacts) => [
        contactList,
        ...(contacts ?? []).map((contact) => ({ type: 'Contact' as const, id: contact.id })),
      ],
    }),
    /** Sends the verification: a link to an email address, a 6-digit code to a phone. */
    addContact: build.mutation<Contact, AddContactRequest, ContactResponse>({
      query: (body) => ({ url: '/contacts', method: 'POST', body: withLanguage(body) }),
      rawResponseSchema: contactResponseSchema,
      transformResponse: (raw) => raw.data,
      invalidatesTags: [contactList],
    }),
    verifyContact: build.mutation<Contact, { id: string; code: string }, ContactResponse>({
      query: ({ id, code }) => ({
        url: `/contacts/${encodeURIComponent(id)}/verify`,
        method: 'POST',
        body: { code },
      }),
      rawResponseSchema: contactResponseSchema,
      transformResponse: (raw) => raw.data,
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
