import type { Middleware } from 'koa';
import { calendarFeedMessages, gatewayMessages } from '@rollcall/contracts';
import { endpoints } from '@rollcall/contracts/endpoints';
import { HttpError } from '@rollcall/server-kit';
import type { CalendarFeedLimiter } from '../rate-limit/calendar-feed-limiter';
import type { RouteTable } from '../http/routes';
import { failureOf, gatewayIdentity, type ServicesClient } from '../services/services-client';

export interface CalendarFeedRouteParts {
  services: ServicesClient;
  limiter: CalendarFeedLimiter;
}

/**
 * A calendar feed's address. Answered before the session is loaded: a phone's calendar app, or a calendar provider
 * reading for it, has no cookie. The token is the only authority and the call only reads; any token that opens no
 * feed, malformed or missing included, answers the same 404.
 */
export function calendarFeedRoutes({ services, limiter }: CalendarFeedRouteParts): RouteTable {
  const feed: Middleware = async (ctx) => {
    await limiter(ctx.ip);
    const { token } = ctx.query;
    if (typeof token !== 'string') throw new HttpError(404, [calendarFeedMessages.feedNotFound]);
    const answer = await services.call<{ calendar: string }>('POST', '/internal/calendar-feeds', gatewayIdentity, { token });
    if (answer.status !== 200) throw failureOf(answer, gatewayMessages.serviceUnavailable);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.body = answer.body.calendar;
  };
  return [[endpoints.calendarFeed, feed]];
}
