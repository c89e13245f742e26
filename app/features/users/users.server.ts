import type { Db } from "../../../db/client.server";
import { parsePage } from "~/lib/pagination";
import type { Role } from "~/lib/roles";
import {
  listUserCards,
  setUserRole,
  USERS_PER_PAGE,
  type RoleRefusal,
  type UserCard,
} from "~/models/user-admin.server";
import type { PublicUser } from "~/models/user.server";

/**
 * The admin's user list and role changes (spec 001 §2 Users, DESIGN.md §9 Roles), shared by
 * /dashboard/users and /api/user/*. Only admins; the rules (the last admin stays, a merchant
 * needs a merchant) are the model's, inside its transaction.
 */
export type UsersRefusal = "forbidden" | RoleRefusal;

export interface UsersPage {
  users: UserCard[];
  total: number;
  page: number;
  pages: number;
  search: string;
}

/** Only admins see users and change roles (DESIGN.md §9 Roles). */
export const managesUsers = (user: PublicUser) => user.role === "ROLE_ADMIN";

/** A search is cut to this many characters. */
const MAX_SEARCH = 100;

export async function listUsers(
  db: Db,
  user: PublicUser,
  params: { search?: string | null; page?: string | null },
): Promise<UsersPage | "forbidden"> {
  if (!managesUsers(user)) return "forbidden";
  const search = (params.search ?? "").trim().slice(0, MAX_SEARCH);
  const page = parsePage(params.page);
  const { users, total } = await listUserCards(db, search || null, page);
  return { users, total, page, pages: Math.max(1, Math.ceil(total / USERS_PER_PAGE)), search };
}

export async function changeUserRole(
  db: Db,
  user: PublicUser,
  email: string,
  role: Role,
  expected?: number,
): Promise<UserCard | UsersRefusal> {
  if (!managesUsers(user)) return "forbidden";
  return setUserRole(db, email, role, expected);
}
