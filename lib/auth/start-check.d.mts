/** Why the studio must not start, or null (lib/auth/mode.ts has the same rule, typed). */
export function startRefusal(env: { HOST?: string; WARBENCH_AUTH?: string }): string | null;
/** Why WARBENCH_TRUSTED_PROXIES cannot be used (one line), or null. */
export function trustedProxiesRefusal(env: { WARBENCH_TRUSTED_PROXIES?: string }): string | null;
