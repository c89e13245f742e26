/**
 * The brakes on password guessing (docs/decisions/015-sign-in-brakes.md). Only failed sign-ins
 * count, within one window (15 minutes):
 *
 * - per account and client address: 5. That address then gets no further try at that account,
 *   the right password included (it is not even checked), while every other address still may:
 *   nobody can lock the owner, the admin included, out from where they sign in.
 * - per client address, whatever the accounts: 30, against one address trying a few common
 *   passwords on many accounts.
 * - per account, from every address together: 20. Past that the account is under attack from
 *   many addresses, and an address that has already failed at it gets no second try in the
 *   window; an address that has not failed at it still has its tries, so a correct password from
 *   the owner's own device still signs in.
 */
export const SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
export const SIGN_IN_FAILURES_PER_ADDRESS = 30;
export const SIGN_IN_FAILURES_PER_ACCOUNT = 20;

/** Failures counted in the window, each including the attempt being decided. */
export interface SignInFailures {
  accountAndAddress: number;
  address: number;
  account: number;
}

export type SignInBrake = "accountAndAddress" | "address" | "account";

/** Which brake refuses the attempt without checking its password; null when none does. */
export function signInBrake(failures: SignInFailures): SignInBrake | null {
  if (failures.accountAndAddress > SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS)
    return "accountAndAddress";
  if (failures.address > SIGN_IN_FAILURES_PER_ADDRESS) return "address";
  if (failures.account > SIGN_IN_FAILURES_PER_ACCOUNT && failures.accountAndAddress > 1)
    return "account";
  return null;
}
