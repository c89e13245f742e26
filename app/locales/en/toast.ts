import type { toast as tr } from "../tr/toast";

export const toast: typeof tr = {
  signedOut: "Signed out successfully!",
  signedIn: "Welcome!",
  registered: "Your account has been created. Welcome!",
};
