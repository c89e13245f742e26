import type { engage as tr } from "../tr/engage";

export const engage: typeof tr = {
  placeholder: "",
};
