/**
 * What a sign-in's device is (docs/architecture/auth.md, Devices): a long-lived random cookie the
 * browser keeps (`ra_device`, HttpOnly, only sent to the API), stored as its SHA-256; without one
 * (a browser that keeps no cookies, an API client) the browser and system named from the user agent.
 */
import Bowser from 'bowser';
import type { FastifyRequest } from 'fastify';
import { hashSecretToken, newSecretToken } from '#server/secret-token.ts';

export const DEVICE_COOKIE = 'ra_device';
/** Browsers cap a cookie's life at 400 days; each sign-in renews it. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 86_400;
const MAX_USER_AGENT = 512;
const MAX_NAME = 64;
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

export interface DeviceSeen {
  /** The cookie's value to (re)send with the answer. */
  cookie: string;
  /** Whether the browser presented one (false: just made, so only the user agent can tell). */
  presented: boolean;
  hash: string;
  browser: string | null;
  os: string | null;
  userAgent: string | null;
  address: string;
}

/** Browser and system from a user agent, e.g. { browser: 'Chrome', os: 'Android' }. */
export function describeUserAgent(userAgent: string | null | undefined): {
  browser: string | null;
  os: string | null;
} {
  if (!userAgent) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  return {
    browser: parsed.browser.name?.slice(0, MAX_NAME) || null,
    os: parsed.os.name?.slice(0, MAX_NAME) || null,
  };
}

/** The device a request comes from: its cookie (a new one when it has none) and its user agent. */
export function deviceOf(request: FastifyRequest): DeviceSeen {
  const presentedValue = request.cookies?.[DEVICE_COOKIE];
  const presented = typeof presentedValue === 'string' && DEVICE_ID.test(presentedValue);
  const cookie = presented ? (presentedValue as string) : newSecretToken();
  const userAgent = request.headers['user-agent']?.slice(0, MAX_USER_AGENT) ?? null;
  return {
    cookie,
    presented,
    hash: hashSecretToken(cookie),
    ...describeUserAgent(userAgent),
    userAgent,
    address: request.ip,
  };
}
