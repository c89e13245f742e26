/** Review limits, shared by the schema (server) and the form's attributes (no zod in the page). */
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MAX = 2000;
