import type { merchants as tr } from "../tr/dashboard-merchants";

// Sell-with-us requests, as the admin answers them (spec 001 §2 Merchants, §4).
export const merchants: typeof tr = {
  title: "Merchant requests",
  empty: "No merchants found.",
  count: "{n} requests",
  status: {
    "Waiting Approval": "Waiting approval",
    Approved: "Approved",
    Rejected: "Rejected",
  },
  business: "Business",
  brand: "Brand",
  email: "E-mail",
  phone: "Phone",
  sent: "Sent: {date}",
  approve: "Approve",
  reject: "Reject",
  delete: "Delete",
  cancel: "Cancel",
  noEmail: "This request has no e-mail address: call the applicant on {phone}.",
  approvedHint: "The sign-up link was sent to {email}.",
  approvedHintNoSmtp: "Mail is not sent (no SMTP_URL): the sign-up link for {email} is",
  mailPage: "on the Outgoing mail page",
  deleteConfirm: "Are you sure you want to delete the request of {name} ({brand})?",
  deleteEffect: "A sign-up link already sent stops working too.",
  toast: {
    requestApproved: "Request approved; the sign-up link was e-mailed.",
    requestApprovedNoSmtp:
      "Request approved. SMTP_URL is not set, so no e-mail was sent: the sign-up link is on the Outgoing mail page.",
    requestRejected: "Request rejected.",
    requestDeleted: "Request deleted.",
    requestNotNow: "The request changed meanwhile; this is how it stands now.",
    requestNoEmail: "This request has no e-mail address.",
    requestMissing: "Request not found.",
  },
};
