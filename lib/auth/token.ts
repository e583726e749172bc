/**
 * The session cookie's name and shape, apart from lib/auth/sessions.ts so
 * proxy.ts can check the shape without pulling in the database.
 */
export const SESSION_COOKIE = "warbench_session";

/** 32 random bytes, base64url: 43 characters. */
export const isTokenShaped = (token: string | undefined | null): token is string => !!token && /^[A-Za-z0-9_-]{43}$/.test(token);
