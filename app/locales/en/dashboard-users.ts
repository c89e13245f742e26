import type { users as tr } from "../tr/dashboard-users";

// The admin's user list (spec 001 §2 Users, §8; DESIGN.md §9 Roles).
export const users: typeof tr = {
  title: "Users",
  searchLabel: "User name or e-mail",
  search: "Search users",
  count: "{n} users",
  empty: "no users found!",
  roleHint: "Click to change the user's role.",
  roles: { ROLE_ADMIN: "Admin", ROLE_MERCHANT: "Merchant", ROLE_MEMBER: "Member" },
  toggleAdmin: "Role: {role}. Press to make an admin.",
  toggleMember: "Role: {role}. Press to make a member.",
  makeMerchant: "Make merchant",
  merchant: "Merchant: {name}",
  joined: "Joined: {date}",
  pages: "Pages",
  page: "Page {page} of {pages}",
  previous: "Previous",
  next: "Next",
  toast: {
    userUpdated: "User updated.",
    userLastAdmin: "The shop's last admin cannot be given another role.",
    userNoMerchant: "A user needs a merchant attached to have the merchant role.",
    userMissing: "User not found.",
  },
};
