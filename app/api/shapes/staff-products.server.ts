/**
 * The dashboards' product answers (spec 001 §7): the staff list, which also says whether each
 * product is active and visible, the form's choices with `isActive`, and the status calls' texts.
 */
import type { StaffOption, StaffProductPage } from "~/models/staff-product.server";
import { productCardShape } from "./catalogue.server";

export const STAFF_PRODUCT_TEXTS = {
  activeChanged: "Product has been updated successfully!",
  deleted: "Product has been deleted successfully!",
  archived: "Product has orders: it was archived, and its orders keep their lines.",
  notFound: "Product not found.",
  forbidden: "Forbidden! You are not allowed to access this resource.",
  noMerchant: "Forbidden! Your account has no merchant attached.",
};

/** `{ products, totalPages, currentPage, count }`, as the shop's list, with the staff's columns. */
export function staffProductPageShape(page: StaffProductPage) {
  return {
    products: page.products.map((p) => ({
      ...productCardShape(p),
      isActive: p.isActive,
      isVisible: p.isVisible,
      brand: p.brandName,
    })),
    totalPages: page.pages,
    currentPage: page.page,
    count: page.total,
  };
}

export function staffOptionShape(r: StaffOption) {
  return { _id: r.id, name: r.name, name_en: r.nameEn, isActive: r.isActive };
}
