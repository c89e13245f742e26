/**
 * The dashboards' product answers (spec 001 §7): the staff list, which also says whether each
 * product is active and visible, the form's choices with `isActive`, and the status calls' texts.
 */
import { formValuesOf } from "~/features/catalogue/product-form.server";
import type { EditableProduct } from "~/models/product-write.server";
import type { StaffOption, StaffProductPage } from "~/models/staff-product.server";
import { productCardShape } from "./catalogue.server";

export const STAFF_PRODUCT_TEXTS = {
  activeChanged: "Product has been updated successfully!",
  added: "Product has been added successfully!",
  updated: "Product has been updated successfully!",
  deleted: "Product has been deleted successfully!",
  archived: "Product has orders: it was archived, and its orders keep their lines.",
  notFound: "Product not found.",
  forbidden: "Forbidden! You are not allowed to access this resource.",
  noMerchant: "Forbidden! Your account has no merchant attached.",
};

/**
 * `{ products, totalPages, currentPage, count }`, as the shop's list, with the staff's columns.
 * When more products match than the list counts (STAFF_COUNT_CAP), `count` is how many were
 * counted and `totalPages` one more than they fill: a client that pages until `totalPages` gets
 * every page, the count reaching further with each one.
 */
export function staffProductPageShape(page: StaffProductPage) {
  return {
    products: page.products.map((p) => ({
      ...productCardShape(p),
      isActive: p.isActive,
      isVisible: p.isVisible,
      brand: p.brandName,
    })),
    totalPages: page.more ? page.pages + 1 : page.pages,
    currentPage: page.page,
    count: page.total,
  };
}

export function staffOptionShape(r: StaffOption) {
  return { _id: r.id, name: r.name, name_en: r.nameEn, isActive: r.isActive };
}

/** A product as the dashboards edit it (POST /api/product/add, PUT /api/product/{id}). */
export function staffProductShape(p: EditableProduct) {
  return {
    _id: p.id,
    slug: p.slug,
    ...formValuesOf(p),
    pcollection: p.pcollection,
    inventory: p.quantity,
    brand: p.brandId || null,
    category: p.categoryId || null,
    type: p.typeId || null,
    ingredient: p.ingredientId || null,
    symbol: p.symbolId,
    metal: p.metal,
    plating: p.plating,
    imageUrl: p.imageUrl,
    images: p.images.join(","),
    version: p.version,
    picturesVersion: p.picturesVersion,
  };
}
