import type {
  AccessGrantResponse,
  ActivityListResponse,
  AlertListResponse,
  AlertMatchesResponse,
  AlertResponse,
  ApiError,
  AwardPointsResponse,
  AuthConfig,
  AutoBookingListResponse,
  AutoBookingResponse,
  BookingListResponse,
  BookingResponse,
  BookingTermsResponse,
  CheckNowResponse,
  CompleteOnboardingResponse,
  EmailAttempt,
  FormSubmissionResponse,
  GolfProfileResponse,
  ReverseGeocodeResponse,
  CourseListResponse,
  ExecuteOptimizationResponse,
  FriendInvitationResponse,
  FriendsResponse,
  GamificationStatsResponse,
  GroupListResponse,
  GroupResponse,
  LeaderboardResponse,
  OptimizeResponse,
  OperatorOverview,
  OperatorRetry,
  OptimizerStatsResponse,
  ConnectFriendResponse,
  ContactListResponse,
  ContactResponse,
  MagicLinkSent,
  MagicLinkVerifyResult,
  MessageResponse,
  NotificationPreferencesResponse,
  NotificationStatsResponse,
  PushUnsubscribeResponse,
  QueueOptimizationResponse,
  SessionTokens,
  SessionUserResponse,
  StreakDataResponse,
  SuccessResponse,
  TestNotificationResponse,
  UnlockAchievementResponse,
  UpdateStreakResponse,
  UserAchievementsResponse,
  VapidPublicKeyResponse,
} from '@teewatch/contracts';
import {
  http,
  type DefaultBodyType,
  type HttpHandler,
  type HttpRequestHandler,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';

/**
 * What each endpoint the app calls answers when it succeeds: the contracts' response types, which
 * the server's controllers are checked against too. A mock that drifts from the server fails
 * typecheck.
 */
interface Answers {
  get: {
    '/api/access-codes/grant': AccessGrantResponse;
    '/api/alerts': AlertListResponse;
    '/api/alerts/:id/matches': AlertMatchesResponse;
    '/api/auth/config': AuthConfig;
    '/api/bookings': BookingListResponse;
    '/api/bookings/:id/calendar.ics': string;
    '/api/colorado/courses': CourseListResponse;
    '/api/one-click-booking/stats': OptimizerStatsResponse;
    '/api/one-click-booking/queue': AutoBookingListResponse;
    '/api/tee-times/:id/booking-terms': BookingTermsResponse;
    '/api/auth/magic-link/me': SessionUserResponse;
    '/api/auth/magic-link/verify/:id': MagicLinkVerifyResult;
    '/api/contacts': ContactListResponse;
    '/api/gamification/stats': GamificationStatsResponse;
    '/api/email/attempts': { success: true; data: EmailAttempt[] };
    '/api/geo/reverse': ReverseGeocodeResponse;
    '/api/onboarding': GolfProfileResponse;
    '/api/operator/overview': OperatorOverview;
    '/api/friends': FriendsResponse;
    '/api/groups': GroupListResponse;
    '/api/gamification/streak-data': StreakDataResponse;
    '/api/gamification/leaderboard': LeaderboardResponse;
    '/api/achievements/user/:userId/achievements': UserAchievementsResponse;
    '/api/notifications/vapid-public-key': VapidPublicKeyResponse;
    '/api/smart-notifications/preferences': NotificationPreferencesResponse;
    '/api/smart-notifications/stats': NotificationStatsResponse;
    '/api/users/me/activity': ActivityListResponse;
  };
  post: {
    '/api/access-codes/validate': AccessGrantResponse;
    '/api/alerts': AlertResponse;
    '/api/auth/login': SessionTokens;
    '/api/auth/magic-link/logout': MessageResponse;
    '/api/auth/magic-link/refresh': SessionTokens;
    '/api/auth/magic-link/send': MagicLinkSent;
    '/api/auth/reset-password': MessageResponse;
    '/api/auth/reset-password/confirm': MessageResponse;
    '/api/auth/signup': MessageResponse;
    '/api/auth/verify-email': SessionTokens;
    '/api/bookings': BookingResponse;
    '/api/bookings/:id/cancellation': BookingResponse;
    '/api/groups/:groupId/alerts/:alertId/tee-times/:teeTimeId/booking': BookingResponse;
    '/api/contacts': ContactResponse;
    '/api/onboarding/complete': CompleteOnboardingResponse;
    '/api/operator/queues/:queue/jobs/:jobId/retry': OperatorRetry;
    '/api/forms/submit': FormSubmissionResponse;
    '/api/email/resend': { success: true; emailId: string };
    '/api/email/send-alternative': { success: true; emailId: string };
    '/api/one-click-booking/optimize': OptimizeResponse;
    '/api/one-click-booking/execute/:id': ExecuteOptimizationResponse;
    '/api/one-click-booking/queue': QueueOptimizationResponse;
    '/api/contacts/:id/verify': ContactResponse;
    '/api/gamification/award-points': AwardPointsResponse;
    '/api/gamification/connect-friend': ConnectFriendResponse;
    '/api/friends/invitations': FriendInvitationResponse;
    '/api/friends/:userId/accept': SuccessResponse;
    '/api/groups': GroupResponse;
    '/api/groups/:groupId/alerts': GroupResponse;
    '/api/gamification/update-streak': UpdateStreakResponse;
    '/api/gamification/unlock-achievement': UnlockAchievementResponse;
    '/api/notifications/subscribe': SuccessResponse;
    '/api/notifications/unsubscribe': PushUnsubscribeResponse;
    '/api/smart-notifications/check-now': CheckNowResponse;
    '/api/smart-notifications/test': TestNotificationResponse;
  };
  put: {
    '/api/groups/:groupId/alerts/:alertId/tee-times/:teeTimeId/answer': GroupResponse;
  };
  patch: {
    '/api/alerts/:id': AlertResponse;
    '/api/smart-notifications/preferences': NotificationPreferencesResponse;
    '/api/users/me': SessionUserResponse;
    '/api/one-click-booking/queue/:id': AutoBookingResponse;
  };
  delete: {
    '/api/alerts/:id': SuccessResponse;
    '/api/contacts/:id': SuccessResponse;
    '/api/friends/:userId': SuccessResponse;
    '/api/groups/:groupId': SuccessResponse;
    '/api/one-click-booking/queue/:id': AutoBookingResponse;
  };
}

/** A resolver may answer the endpoint's success body or the API's error body, with any status. */
type Resolver<Answer extends DefaultBodyType> = HttpResponseResolver<
  PathParams,
  DefaultBodyType,
  Answer | ApiError
>;

function route<Endpoints extends Record<string, DefaultBodyType>>(handler: HttpRequestHandler) {
  return <Path extends keyof Endpoints & string>(
    path: Path,
    resolver: Resolver<Endpoints[Path]>,
  ): HttpHandler =>
    handler<PathParams, DefaultBodyType, Endpoints[Path] | ApiError>(path, resolver);
}

/** msw's `http`, for the app's own endpoints only, each answer typed by its contract. */
export const apiMock = {
  get: route<Answers['get']>(http.get),
  post: route<Answers['post']>(http.post),
  put: route<Answers['put']>(http.put),
  patch: route<Answers['patch']>(http.patch),
  delete: route<Answers['delete']>(http.delete),
};
