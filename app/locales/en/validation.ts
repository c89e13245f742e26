import type { validation as tr } from "../tr/validation";

export const validation: typeof tr = {
  required: "This field is required.",
  invalid: "This value is not valid.",
  notNumber: "Enter a number.",
  notWhole: "Enter a whole number.",
  notDate: "Enter a valid date.",
  email: "Enter a valid e-mail address.",
  url: "Enter a valid address (https://…).",
  pattern: "The format is not valid.",
  textMin: "At least {n} characters.",
  textMax: "At most {n} characters.",
  numberMin: "Must be at least {n}.",
  numberAbove: "Must be more than {n}.",
  numberMax: "Must be at most {n}.",
  numberBelow: "Must be less than {n}.",
  listMin: "Choose at least {n}.",
  listMax: "Choose at most {n}.",
};
