/**
 * The number shoppers are given to call when the shop's settings name none (spec 000 §8: "the
 * fallback support phone number is a constant"). The spec does not give it: this one is the
 * demo shop's, a placeholder a shop replaces by filling in its phone in the settings
 * (docs/decisions/041-storefront-fallbacks.md).
 */
export const FALLBACK_SUPPORT_PHONE = "+90 555 111 22 33";

/** The shop's phone from its settings, else the fallback. */
export function supportPhone(settings: { phoneNumber: string }): string {
  return settings.phoneNumber.trim() || FALLBACK_SUPPORT_PHONE;
}
