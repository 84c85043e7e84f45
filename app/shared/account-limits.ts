/**
 * The account fields' lengths (SPEC §5, §9): the account forms check them
 * (app/shared/validation/auth.ts), and better-auth is set from them (server/auth/better-auth.ts).
 */
export const AUTH_LIMITS = { fullName: 200, emailInput: 255, passwordMin: 8, passwordMax: 128 } as const;
