import type { MerchantRequestRefusal } from "~/features/merchants/merchant-requests.server";
import type { MerchantRequest } from "~/models/merchant.server";
import { apiError, ok } from "./answers.server";
import { merchantRequestShape } from "./shapes/users.server";

const REFUSED: Record<MerchantRequestRefusal, [number, string]> = {
  forbidden: [403, "Forbidden"],
  missing: [404, "Merchant request not found."],
  noEmail: [400, "This request has no e-mail address: call the applicant."],
  notNow: [409, "The request is not in a state that allows this."],
};

/** The answer to an approve, reject or delete: the request as it now is, or the refusal. */
export function merchantAnswer(
  outcome: MerchantRequest | { deleted: true } | MerchantRequestRefusal,
  message: string,
) {
  if (typeof outcome === "string") apiError(...REFUSED[outcome]);
  return ok({
    success: true,
    message,
    ...("deleted" in outcome ? {} : { merchant: merchantRequestShape(outcome) }),
  });
}
