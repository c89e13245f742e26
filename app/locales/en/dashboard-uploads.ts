import type { uploads as tr } from "../tr/dashboard-uploads";

export const uploads: typeof tr = {
  picture: "a picture",
  file: "a file",
  fileBytes: "“{name}” is {size}: {thing} may be at most {max}.",
  files: "“{name}” was not taken: at most {max} files can be sent at a time.",
  totalBytes: "“{name}” was not taken: the files sent at a time may be at most {max} in all.",
  body: "The upload went over {max} while “{name}” was sent; choose fewer or smaller files.",
  unnamed: "unnamed file",
};
