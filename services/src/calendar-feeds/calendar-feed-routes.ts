import { type CalendarFeedResponse, calendarFeedMessages, calendarFeedQuerySchema, portalMessages } from '@rollcall/contracts';
import { routes } from '@rollcall/contracts/routes';
import { HttpError, reply } from '@rollcall/server-kit';
import { withTenant } from '../db/tenant';
import { allowRoles, type ServiceState } from '../http/identity';
import { tenantOf, tenantValue } from '../http/in-tenant';
import { pathId } from '../http/path-id';
import { createRouter, type RouteDependencies } from '../http/routes';
import { serve } from '../http/serve';
import { feedAddressRefusals } from './calendar-feed-refusals';
import { type FeedAddress, type FeedOwner, savedFeedAddress, storedFeed } from './calendar-feed-store';
import { calendarFeedText } from './calendar-feed-text';
import { feedEvents } from './feed-events-store';
import { feedToken, isCurrentSecret, readFeedToken } from './feed-token';

/** What the gateway answers a calendar app: the feed's text. */
export interface CalendarFeedDocument {
  success: true;
  calendar: string;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * A teacher, a student or a parent (for a child) reads the secret address of their iCalendar feed, made on first
 * read, or replaces it; the gateway passes on a calendar app's read of the feed, whose token is the only authority.
 */
export function calendarFeedRoutes({ pool, internalSecret, apiUrl }: RouteDependencies) {
  const router = createRouter();

  const urlOf = (instituteId: string, address: FeedAddress) => {
    const token = feedToken(internalSecret, { instituteId, feedId: address.id }, address.salt);
    return `${withoutTrailingSlash(apiUrl())}${routes.calendarFeed.path}?token=${encodeURIComponent(token)}`;
  };
  const answer = async (state: ServiceState, owner: FeedOwner, renew: boolean) => {
    const address = await tenantValue(pool, state, feedAddressRefusals, (db, instituteId) =>
      savedFeedAddress(db, instituteId, owner, renew),
    );
    const body: CalendarFeedResponse = { success: true, url: urlOf(tenantOf(state).instituteId, address) };
    return { status: 200 as const, body };
  };
  const own = (state: ServiceState, role: 'teacher' | 'student'): FeedOwner => {
    const { userId } = tenantOf(state);
    return { userId, studentId: role === 'student' ? userId : null };
  };
  const child = (state: ServiceState, id: string): FeedOwner => ({
    userId: tenantOf(state).userId,
    studentId: pathId(id, portalMessages.childNotFound),
  });

  serve(router, pool, routes.teacherCalendarFeed, ({ state }) => answer(state, own(state, 'teacher'), false));
  serve(router, pool, routes.renewTeacherCalendarFeed, ({ state }) => answer(state, own(state, 'teacher'), true));
  serve(router, pool, routes.studentCalendarFeed, ({ state }) => answer(state, own(state, 'student'), false));
  serve(router, pool, routes.renewStudentCalendarFeed, ({ state }) => answer(state, own(state, 'student'), true));
  serve(router, pool, routes.childCalendarFeed, ({ params, state }) => answer(state, child(state, params.id), false));
  serve(router, pool, routes.renewChildCalendarFeed, ({ params, state }) => answer(state, child(state, params.id), true));

  router.post('/internal/calendar-feeds', allowRoles('gateway'), async (ctx) => {
    const notFound = () => new HttpError(404, [calendarFeedMessages.feedNotFound]);
    const parsed = calendarFeedQuerySchema.safeParse(ctx.request.body);
    const claim = parsed.success ? readFeedToken(parsed.data.token) : null;
    if (!claim) throw notFound();
    const calendar = await withTenant(
      pool,
      claim.instituteId,
      async (db) => {
        const feed = await storedFeed(db, claim.instituteId, claim.feedId);
        if (!feed || !isCurrentSecret(internalSecret, claim, feed.salt)) return null;
        const person =
          feed.teacherId !== null
            ? { teacherId: feed.teacherId, studentId: null }
            : { teacherId: null, studentId: feed.studentId as string };
        return calendarFeedText(feed.name, await feedEvents(db, claim.instituteId, person));
      },
      'read-only-snapshot',
    );
    if (calendar === null) throw notFound();
    reply<CalendarFeedDocument>(ctx, 200, { success: true, calendar });
  });

  return router;
}
