import type { mail as tr } from "../tr/mail";

export const mail: typeof tr = {
  placeholder: "",
};
