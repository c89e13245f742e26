import type { formsServer as source } from "../tr/forms-server";

// Server-only texts of the forms pages (app/locales/server.ts): answers an action or /api writes.
export const formsServer: typeof source = {
  tooManyRequests:
    "Too many requests from your connection. Please wait {minutes} min and try again.",
};
