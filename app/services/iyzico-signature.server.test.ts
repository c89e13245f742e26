import { describe, expect, it } from "vitest";
import { webhookSignature } from "./iyzico-signature.server";

describe("webhookSignature", () => {
  // iyzico's own example (iyzipay-php, samples/webhook_Signature_Validation.php): a checkout form
  // webhook and the X-IYZ-SIGNATURE-V3 header iyzico sent with it.
  const secretKey = "sandbox-UuLnD7wZa0a3DmytfIrwHQqAMfqCNJrs";
  const notice = {
    paymentConversationId: "conversationId",
    merchantId: 3382172,
    token: "e828c62d-fd12-4b1a-ad5a-380f15fe6596",
    status: "SUCCESS",
    iyziReferenceCode: "77e1635c-6b39-475a-8b7b-ca15ad0cd4ac",
    iyziEventType: "CHECKOUT_FORM_AUTH",
    iyziEventTime: 1721825036103,
    iyziPaymentId: 22483975,
  };

  it("signs a checkout form webhook as iyzico's example does", () => {
    expect(webhookSignature(secretKey, notice)).toBe(
      "4031c575763486a2d2bf3f7ace0baebfcd6bed65393ab4df3fe80c00d5fd6878",
    );
  });

  it("changes when the status or the token is changed", () => {
    const signed = webhookSignature(secretKey, notice);
    expect(webhookSignature(secretKey, { ...notice, status: "FAILURE" })).not.toBe(signed);
    expect(webhookSignature(secretKey, { ...notice, token: "another" })).not.toBe(signed);
  });
});
