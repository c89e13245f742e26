import { TAXONOMY_RESOURCES } from "./taxonomy-resources";

/**
 * Where staff open each kind of record a change is of (its edit page, or the list it is kept
 * on): the history pages lead back there. Addresses without the language prefix.
 */
export function recordPage(subject: string, id: string): string | null {
  if (subject in TAXONOMY_RESOURCES) return `/dashboard/${subject}/edit/${id}`;
  switch (subject) {
    case "product":
      return `/dashboard/product/edit/${id}`;
    case "order":
      return `/dashboard/orders/${id}`;
    case "settings":
      return "/dashboard/settings";
    case "coupon":
      return `/dashboard/coupon/edit/${id}`;
    case "popup":
      return "/dashboard/popUp";
    case "brand":
      return `/dashboard/brand/edit/${id}`;
    case "blog":
      return `/dashboard/blogs/edit/${id}`;
    case "slider":
      return `/dashboard/sliders/edit/${id}`;
    case "user":
      return "/dashboard/users";
    case "carousel":
      return "/dashboard/carousel";
    case "merchant":
    case "merchant_request":
      return "/dashboard/merchants";
    default:
      return null;
  }
}
