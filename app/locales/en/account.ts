import type { account as tr } from "../tr/account";

export const account: typeof tr = {
  placeholder: "",
};
