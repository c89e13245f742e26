/**
 * GET /api/product/filter?types=necklace&stones=ametist&q=...: the same filtered list as /list.
 * Group values may be repeated or comma-joined, as slugs or ids.
 */
export { loader, action } from "./list";
