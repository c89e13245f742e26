import type { formMarks as tr } from "../tr/dashboard-form-marks";

export const formMarks: typeof tr = {
  legend: "Starred fields are required.",
};
