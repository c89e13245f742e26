import type { blogs as tr } from "../tr/dashboard-blog";

// Blog posts (spec 001 §2 Blogs): the page's texts, and its one-time messages under `toast`.
export const blogs: typeof tr = {
  toast: {},
};
