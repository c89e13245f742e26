// Blog yazıları (spec 001 §2 Blogs): the page's texts, and its one-time messages under `toast`.
export const blogs = {
  toast: {},
};
