import type { authServer as source } from "../tr/auth-server";

// Server-only texts of the auth pages (app/locales/server.ts): answers an action or /api writes.
export const authServer: typeof source = {
  wrongCredentials: "The e-mail or password is wrong.",
  tooManyAttempts: "Too many attempts. Please try again in {minutes} minutes.",
  resetDone: "Your password has been reset. You can now sign in with your new password.",
};
