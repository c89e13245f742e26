import type { myDataServer as tr } from "../tr/my-data-server";

export const myDataServer: typeof tr = {
  fileName: "my-data",
  columns: { section: "Section", record: "Record", field: "Field", value: "Value" },
};
