import type { forms as tr } from "../tr/forms";

export const forms: typeof tr = {
  placeholder: "",
};
