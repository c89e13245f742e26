import { sql } from "drizzle-orm";
import { ROLES } from "../app/lib/roles";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

// Shared column helpers: every table has a uuid id and timestamps in UTC.
const id = () => uuid("id").primaryKey().defaultRandom();
const created = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
// The record's version (docs/decisions/067): raised by the database on every real change
// (bump_version, migration 0027), compared by staff writes so that a stale save is refused.
const version = () => integer("version").notNull().default(1);
// Money in TL with kuruş; numeric keeps it exact, the app converts at the edges.
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });

// ---------------------------------------------------------------- people

export const merchants = pgTable("merchants", {
  id: id(),
  name: text("name").notNull(),
  email: text("email"),
  phoneNumber: text("phone_number"),
  business: text("business"),
  createdAt: created(),
});

export const users = pgTable(
  "users",
  {
    id: id(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    phoneNumber: text("phone_number"),
    provider: text("provider").notNull().default("email"),
    role: text("role", { enum: ROLES }).notNull().default("ROLE_MEMBER"),
    merchantId: uuid("merchant_id").references(() => merchants.id, { onDelete: "set null" }),
    createdAt: created(),
    updatedAt: updated(),
    version: version(),
  },
  (t) => [
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    check("users_role_check", sql`${t.role} in ('ROLE_ADMIN','ROLE_MERCHANT','ROLE_MEMBER')`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    // A random, unguessable id: it is what the cookie and the Bearer token carry.
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: created(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const addresses = pgTable(
  "addresses",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    address: text("address").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    country: text("country").notNull(),
    zipCode: text("zip_code").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: created(),
  },
  (t) => [
    index("addresses_user_idx").on(t.userId),
    // At most one default address per user.
    uniqueIndex("addresses_one_default")
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export const passwordResetTokens = pgTable("password_reset_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: created(),
});

// Fixed-window counters for login rate limits; kept in the database so that several app
// processes share them.
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull().default(0),
});

// ---------------------------------------------------------------- catalogue taxonomy

const taxonomy = (name: string) =>
  pgTable(name, {
    id: id(),
    name: text("name").notNull(),
    nameEn: text("name_en"),
    slug: text("slug").notNull().unique(),
    description: text("description"),
    descriptionEn: text("description_en"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: created(),
    version: version(),
  });

/** Shown to shoppers as 'Cinsiyet' (gender). */
export const categories = taxonomy("categories");
/** Shown to shoppers as 'Kategoriler' (necklace, bracelet, ...). */
export const types = taxonomy("types");
export const stones = taxonomy("stones");
export const ingredients = taxonomy("ingredients");
export const symbols = taxonomy("symbols");

export const brands = pgTable("brands", {
  id: id(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  description: text("description"),
  descriptionEn: text("description_en"),
  isActive: boolean("is_active").notNull().default(true),
  merchantId: uuid("merchant_id").references(() => merchants.id, { onDelete: "set null" }),
  createdAt: created(),
  version: version(),
});

// ---------------------------------------------------------------- products

/** A product's texts written in both languages ('name' and 'name_en', ...). */
export const PRODUCT_TEXTS = ["name", "description", "story", "details", "ingredients"] as const;
type ProductTextColumns = Record<
  (typeof PRODUCT_TEXTS)[number] | `${(typeof PRODUCT_TEXTS)[number]}En`,
  AnyPgColumn
>;

/**
 * A product missing a text in `lang`: one of its texts filled in the other language and empty in
 * this one (every text column is not null). The dashboards' filter (app/models/staff-product)
 * and its partial indexes use this one expression, so that the planner matches them.
 */
export function productTextMissing(t: ProductTextColumns, lang: "en" | "tr") {
  const pairs = PRODUCT_TEXTS.map((f) => {
    const [own, other] = lang === "en" ? [t[`${f}En`], t[f]] : [t[f], t[`${f}En`]];
    return sql`(${own} = '' and ${other} <> '')`;
  });
  return sql`(${sql.join(pairs, sql` or `)})`;
}

export const products = pgTable(
  "products",
  {
    id: id(),
    sku: text("sku").notNull().unique(),
    // The number inside the SKU ('ARW123' -> 123): the shop sorts by it, newest first.
    skuNumber: bigint("sku_number", { mode: "number" })
      .notNull()
      .generatedAlwaysAs(sql`coalesce(nullif(substring(sku from '[0-9]{1,15}'), '')::bigint, 0)`),
    name: text("name").notNull(),
    nameEn: text("name_en").notNull().default(""),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull().default(""),
    descriptionEn: text("description_en").notNull().default(""),
    story: text("story").notNull().default(""),
    storyEn: text("story_en").notNull().default(""),
    details: text("details").notNull().default(""),
    detailsEn: text("details_en").notNull().default(""),
    ingredients: text("ingredients").notNull().default(""),
    ingredientsEn: text("ingredients_en").notNull().default(""),
    keys: text("keys").notNull().default(""),
    pcollection: text("pcollection"),
    price: money("price").notNull().default(1),
    discountPrice: money("discount_price"),
    quantity: integer("quantity").notNull().default(1),
    // Stock at or below this is low (staff list, owner's dashboard, the alert mail); null: the
    // shop's default (settings.low_stock_threshold). Decision 036.
    lowStockThreshold: integer("low_stock_threshold"),
    imageUrl: text("image_url"),
    images: text("images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Made to the buyer's measure or name (issue [19]): excluded from withdrawal and returns.
    customMade: boolean("custom_made").notNull().default(false),
    // The jewellery facts a buyer is owed (issue [20] point 4; app/lib/jewellery.ts names the
    // values): metal ('silver', 'gold', ...), its fineness in thousandths (925, 585), the weight in
    // grams and a plating ('rhodium', 'gold', ...). Null: not stated (not every product is metal).
    metal: text("metal"),
    fineness: integer("fineness"),
    weightGrams: numeric("weight_grams", { precision: 8, scale: 2, mode: "number" }),
    plating: text("plating"),
    isActive: boolean("is_active").notNull().default(true),
    isVisible: boolean("is_visible").notNull().default(true),
    brandId: uuid("brand_id").references(() => brands.id, { onDelete: "set null" }),
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "set null" }),
    typeId: uuid("type_id").references(() => types.id, { onDelete: "set null" }),
    ingredientId: uuid("ingredient_id").references(() => ingredients.id, { onDelete: "set null" }),
    symbolId: uuid("symbol_id").references(() => symbols.id, { onDelete: "set null" }),
    // NFC + Turkish lower-cased text of the searchable fields, written by the product model
    // only (app/lib/search.ts), so that the query side folds input exactly the same way.
    // Kept in the row (STORAGE MAIN, migration 0024), as staffSearchText: searches test it on
    // every row they read.
    searchText: text("search_text").notNull().default(""),
    // What the dashboards' search reads: the shop's search text and both descriptions, which
    // shoppers do not search (spec 000 /shop). Computed by the database, so no writer can forget
    // it; Turkish capitals folded by translate, the rest by lower() (docs/decisions/022).
    staffSearchText: text("staff_search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`search_text || ' • ' || regexp_replace(lower(translate(description || ' • ' || description_en, 'İIÇĞÖŞÜ', 'iıçğöşü')), '\\s+', ' ', 'g')`,
      ),
    // A product with orders is archived, not erased (DESIGN.md §9): it leaves every list and the
    // storefront, keeps its row (slug, SKU) for the order lines that name it.
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
    version: version(),
    // The pictures' own version (the pictures page), raised by every change of product_images.
    picturesVersion: integer("pictures_version").notNull().default(1),
  },
  (t) => [
    check("products_quantity_nonnegative", sql`${t.quantity} >= 0`),
    check(
      "products_low_stock_threshold_nonnegative",
      sql`${t.lowStockThreshold} is null or ${t.lowStockThreshold} >= 0`,
    ),
    check("products_price_positive", sql`${t.price} >= 0`),
    check(
      "products_fineness_range",
      sql`${t.fineness} is null or ${t.fineness} between 1 and 1000`,
    ),
    check("products_weight_positive", sql`${t.weightGrams} is null or ${t.weightGrams} > 0`),
    check(
      "products_discount_nonnegative",
      sql`${t.discountPrice} is null or ${t.discountPrice} >= 0`,
    ),
    // The storefront only ever lists open and visible products, newest SKU first.
    index("products_listed_sku_idx")
      .on(t.skuNumber.desc(), t.id)
      .where(sql`${t.isActive} and ${t.isVisible}`),
    // Each storefront filter, over listed products only and in the list's order: a filtered page
    // and its count are read from the index alone (no table rows until the page's own).
    index("products_listed_brand_idx")
      .on(t.brandId, t.skuNumber.desc(), t.id)
      .where(sql`${t.isActive} and ${t.isVisible}`),
    index("products_listed_category_idx")
      .on(t.categoryId, t.skuNumber.desc(), t.id)
      .where(sql`${t.isActive} and ${t.isVisible}`),
    index("products_listed_type_idx")
      .on(t.typeId, t.skuNumber.desc(), t.id)
      .where(sql`${t.isActive} and ${t.isVisible}`),
    index("products_listed_ingredient_idx")
      .on(t.ingredientId, t.skuNumber.desc(), t.id)
      .where(sql`${t.isActive} and ${t.isVisible}`),
    index("products_listed_symbol_idx")
      .on(t.symbolId, t.skuNumber.desc(), t.id)
      .where(sql`${t.isActive} and ${t.isVisible}`),
    // A merchant's own products, listed or not (dashboards).
    index("products_brand_idx").on(t.brandId, t.skuNumber.desc()),
    index("products_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // The dashboards' list: every product not archived, newest SKU first, and its search.
    index("products_staff_sku_idx")
      .on(t.skuNumber.desc(), t.id)
      .where(sql`${t.archivedAt} is null`),
    index("products_staff_search_trgm_idx").using("gin", sql`${t.staffSearchText} gin_trgm_ops`),
    // The list's other orders, walked and stopped at the page as the SKU's is: sorting 100,000
    // rows for 50 of them is most of a request (docs/decisions/028-capped-staff-count.md).
    // "price-desc" reads the price index backwards; the stock index also finds the sold out.
    index("products_staff_name_idx")
      .on(t.name, t.id)
      .where(sql`${t.archivedAt} is null`),
    index("products_staff_price_idx")
      .on(t.price, t.skuNumber.desc(), t.id)
      .where(sql`${t.archivedAt} is null`),
    index("products_staff_stock_idx")
      .on(t.quantity, t.skuNumber.desc(), t.id)
      .where(sql`${t.archivedAt} is null`),
    // The filters that are no column of an index yet (brand has products_brand_idx): a filtered
    // page in order, and the rows a search's count rechecks cut down to the filter's.
    index("products_staff_category_idx")
      .on(t.categoryId, t.skuNumber.desc(), t.id)
      .where(sql`${t.archivedAt} is null`),
    index("products_staff_type_idx")
      .on(t.typeId, t.skuNumber.desc(), t.id)
      .where(sql`${t.archivedAt} is null`),
    // The owner's morning's products running low, fewest pieces first, then by name: the first
    // ten read off the index instead of every product with one piece left sorted by name.
    index("products_low_stock_idx")
      .on(t.quantity, t.name)
      .where(sql`${t.archivedAt} is null and ${t.isActive} and ${t.quantity} >= 1`),
    // The few products with a threshold of their own: the highest, for lowStockCeiling.
    index("products_low_stock_threshold_idx")
      .on(t.lowStockThreshold)
      .where(sql`${t.lowStockThreshold} is not null`),
    // The few products turned off or hidden, found without walking the many that are not.
    index("products_staff_inactive_idx")
      .on(t.skuNumber.desc(), t.id)
      .where(sql`${t.archivedAt} is null and not ${t.isActive}`),
    index("products_staff_hidden_idx")
      .on(t.skuNumber.desc(), t.id)
      .where(sql`${t.archivedAt} is null and not ${t.isVisible}`),
    // The few products with a text missing in a language, in the list's order (decision 038).
    index("products_staff_missing_en_idx")
      .on(t.skuNumber.desc(), t.id)
      .where(sql`${t.archivedAt} is null and ${productTextMissing(t, "en")}`),
    index("products_staff_missing_tr_idx")
      .on(t.skuNumber.desc(), t.id)
      .where(sql`${t.archivedAt} is null and ${productTextMissing(t, "tr")}`),
  ],
);

/**
 * A product's pictures: the cover (at most one) and the gallery in `position` order. The pictures
 * operations (app/features/catalogue/pictures.server.ts) keep `products.image_url` and
 * `products.images` equal to these rows' URLs in the same transaction, so every reader of the
 * catalogue and the /api shapes keep reading those columns (docs/decisions/024-product-pictures.md).
 * Alt texts left null read as the product's name.
 */
export const productImages = pgTable(
  "product_images",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    width: integer("width"),
    height: integer("height"),
    alt: text("alt"),
    altEn: text("alt_en"),
    isCover: boolean("is_cover").notNull().default(false),
    position: integer("position").notNull().default(0),
    createdAt: created(),
  },
  (t) => [
    index("product_images_product_idx").on(t.productId, t.position),
    uniqueIndex("product_images_one_cover_idx")
      .on(t.productId)
      .where(sql`${t.isCover}`),
  ],
);

export const productStones = pgTable(
  "product_stones",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    stoneId: uuid("stone_id")
      .notNull()
      .references(() => stones.id, { onDelete: "cascade" }),
    // What this product's stone is (issue [20] point 4): 'natural' | 'treated' | 'synthetic'.
    nature: text("nature").notNull().default("natural"),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.stoneId] }),
    check("product_stones_nature_check", sql`${t.nature} in ('natural','treated','synthetic')`),
    index("product_stones_stone_idx").on(t.stoneId),
  ],
);

/** Variants of a product's series ('children' in the spec). */
export const productChildren = pgTable(
  "product_children",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    childId: uuid("child_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.childId] })],
);

/** Products sold together with a product ('combination' in the spec). */
export const productCombinations = pgTable(
  "product_combinations",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    comboId: uuid("combo_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.comboId] })],
);

export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    review: text("review").notNull(),
    rating: integer("rating").notNull(),
    isRecommended: boolean("is_recommended").notNull(),
    createdAt: created(),
  },
  (t) => [
    index("reviews_product_idx").on(t.productId, t.createdAt.desc()),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

export const favorites = pgTable(
  "favorites",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/**
 * The pre-information form and the distance-selling contract a buyer accepted, filled in with
 * the shop's details, the buyer, the address and the order's lines as they were (issue [10]
 * point 7): written with the order, never changed, attached to the confirmation and opened from
 * the order page as the law's durable copy. `html` is a whole document, escaped when written.
 */
export const orderDocuments = pgTable(
  "order_documents",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    // 'preInfo' | 'contract'
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    html: text("html").notNull(),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.kind] })],
);

/**
 * Every price a product had, from when (issue [10] point 6): a row per change of its price or
 * discount price, written by a trigger on products (migrations), so that no way of changing a
 * price (the form, /api, a bulk change, an import) can leave it out. `effective` is what a
 * shopper paid then: the discount price when it was below the price.
 */
export const productPriceHistory = pgTable(
  "product_price_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    price: money("price").notNull(),
    discountPrice: money("discount_price"),
    effective: money("effective").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("product_price_history_product_idx").on(t.productId, t.changedAt, t.id)],
);

// ---------------------------------------------------------------- cart, coupons, orders

export const coupons = pgTable(
  "coupons",
  {
    id: id(),
    name: text("name").notNull(),
    code: text("code").notNull(),
    dtype: text("dtype", { enum: ["P", "A"] })
      .notNull()
      .default("P"),
    amount: money("amount").notNull().default(10),
    uses: integer("uses").notNull().default(10),
    // Ids of categories, types, symbols, ingredients or stones; and of products.
    categoryIds: uuid("category_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    productIds: uuid("product_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    startDate: timestamp("start_date", { withTimezone: true }),
    endDate: timestamp("end_date", { withTimezone: true }),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: created(),
    version: version(),
  },
  (t) => [
    uniqueIndex("coupons_code_lower_key").on(sql`lower(${t.code})`),
    check("coupons_uses_nonnegative", sql`${t.uses} >= 0`),
    check("coupons_amount_nonnegative", sql`${t.amount} >= 0`),
    check("coupons_dtype_check", sql`${t.dtype} in ('P','A')`),
  ],
);

export const carts = pgTable(
  "carts",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    couponId: uuid("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    // A guest's delivery form (/delivery), kept with the cart until the order takes a copy.
    deliveryAddress: jsonb("delivery_address"),
    // A member's 'Buy now' (decision 044): one product bought alone, beside the cart they keep.
    // Never the cart a request finds for its member (findCartId).
    buyNow: boolean("buy_now").notNull().default(false),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index("carts_user_idx").on(t.userId)],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: id(),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex("cart_items_cart_product_key").on(t.cartId, t.productId),
    check("cart_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

export const orders = pgTable(
  "orders",
  {
    id: id(),
    cartId: uuid("cart_id"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    // 'Not Processed' | 'Processing' | 'Shipped' | 'Delivered' | 'Canceled' | 'İşlem Tamamlanmadı'
    status: text("status").notNull().default("Not Processed"),
    // 'Havale' | 'Kredi Kartı' | '' (PAYMENT_NOT_CHOSEN: an order waiting for its payment choice)
    payment: text("payment").notNull(),
    currency: text("currency", { enum: ["TRY", "USD"] })
      .notNull()
      .default("TRY"),
    subtotal: money("subtotal").notNull(),
    discount: money("discount").notNull().default(0),
    total: money("total").notNull(),
    totalTax: money("total_tax").notNull().default(0),
    // The KDV rate (percent) of the order's amounts, as Settings had it when it was placed: pages,
    // mails and documents print this one, whatever the shop's rate is today (decision 070).
    vatRate: numeric("vat_rate", { precision: 5, scale: 2, mode: "number" }).notNull(),
    couponId: uuid("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    // A snapshot: the order keeps the address and buyer it was placed with.
    shippingAddress: jsonb("shipping_address").notNull(),
    buyer: jsonb("buyer").notNull(),
    // What the order desk's search matches (app/models/order-list.server.ts): the buyer's e-mail
    // and name, folded as foldForSearch folds the query (Turkish capitals first, then lower()).
    // Stored, so that a search walking the desk's index tests a short text per order instead of
    // pulling three fields out of the JSON and folding them each time.
    buyerSearchText: text("buyer_search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(translate(coalesce(buyer->>'email', '') || ' ' || coalesce(buyer->>'firstName', '') || ' ' || coalesce(buyer->>'lastName', ''), 'İIŞĞÜÖÇÂÎÛ', 'iışğüöçâîû'))`,
      ),
    locale: text("locale").notNull().default("tr"),
    contractAcceptedAt: timestamp("contract_accepted_at", { withTimezone: true }),
    // Lets a guest open the order from the confirmation e-mail.
    guestAccessToken: text("guest_access_token"),
    paymentId: text("payment_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    // When the order was last set Delivered (null while it is not): the 14 days of withdrawal and
    // the returns policy's window count from here (issue [19]).
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    // An unpaid card order gave its stock (and coupon use) back at this time.
    releasedAt: timestamp("released_at", { withTimezone: true }),
    // iyzico took the card payment but holds it for fraud review (fraudStatus 0) since this time:
    // the order keeps its stock, unconfirmed, until iyzico's later answer approves or refuses it.
    paymentReviewAt: timestamp("payment_review_at", { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
    version: version(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt.desc()),
    // The sweep that releases abandoned card orders looks only at these.
    index("orders_unpaid_card_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'İşlem Tamamlanmadı' and ${t.releasedAt} is null`),
    // The order desk (app/models/order-list.server.ts, docs/decisions/032): each condition is
    // written there exactly as here, so that the planner matches it to its index.
    index("orders_desk_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`(${t.status} <> 'İşlem Tamamlanmadı' or ${t.payment} <> 'Kredi Kartı')`),
    index("orders_desk_status_idx").on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("orders_desk_paid_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`(${t.paidAt} is not null and ${t.status} <> 'Canceled')`),
    index("orders_desk_awaiting_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`(${t.payment} = 'Havale' and ${t.paidAt} is null and ${t.status} <> 'Canceled')`),
    index("orders_number_idx").using("btree", sql`right((${t.id})::text, 7)`),
    index("orders_buyer_search_trgm_idx").using("gin", sql`${t.buyerSearchText} gin_trgm_ops`),
    check("orders_total_nonnegative", sql`${t.total} >= 0`),
    check("orders_vat_rate_percent", sql`${t.vatRate} between 0 and 100`),
  ],
);

/**
 * Every checkout form token an order was ever given (a new form replaces the shopper's form, not
 * iyzico's memory of the old one): a callback or the reconciler finds the order by any of them.
 */
export const paymentTokens = pgTable(
  "payment_tokens",
  {
    token: text("token").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    createdAt: created(),
    // iyzico's word on this form was taken (paid, failed, or expired): nobody asks again.
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    index("payment_tokens_order_idx").on(t.orderId),
    index("payment_tokens_unsettled_idx")
      .on(t.createdAt)
      .where(sql`${t.settledAt} is null`),
  ],
);

/**
 * Money the shop took but must give back: a payment for an order whose stock or coupon was gone
 * by then, or a second payment for an order already paid. One row per iyzico payment.
 */
export const refundsDue = pgTable("refunds_due", {
  id: id(),
  orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
  paymentId: text("payment_id").notNull().unique(),
  amount: money("amount").notNull(),
  currency: text("currency").notNull(),
  // 'soldOut' | 'couponGone' | 'duplicate'
  reason: text("reason").notNull(),
  createdAt: created(),
  refundedAt: timestamp("refunded_at", { withTimezone: true }),
});

export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    imageUrl: text("image_url"),
    quantity: integer("quantity").notNull(),
    unitPrice: money("unit_price").notNull(),
    totalPrice: money("total_price").notNull(),
    // 'Active' | 'Cancelled'
    status: text("status").notNull().default("Active"),
    // The parcel the line left in (issue [18]); null while it has not been shipped.
    // The return the line is in (issue [19]); cleared when that return is refused, so that a line
    // is in one open or finished return at most.
    returnId: uuid("return_id").references((): AnyPgColumn => returnRequests.id, {
      onDelete: "set null",
    }),
    shipmentId: uuid("shipment_id").references((): AnyPgColumn => shipments.id, {
      onDelete: "set null",
    }),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    index("order_items_product_idx").on(t.productId),
    check("order_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/**
 * A parcel on its way (issue [18] point 2): the lines it holds point to it (order_items.shipment_id).
 * The shop ships an order's lines (merchant_id null), or a merchant ships their own.
 */
export const shipments = pgTable(
  "shipments",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    merchantId: uuid("merchant_id").references(() => merchants.id, { onDelete: "set null" }),
    // 'yurtici' | 'aras' | 'mng' | 'ptt' | 'surat' | 'hepsijet' | 'ups' | 'dhl' | 'other'
    carrier: text("carrier").notNull(),
    // 'other' only: the carrier's name and its own tracking address.
    carrierName: text("carrier_name").notNull().default(""),
    trackingUrl: text("tracking_url"),
    trackingNumber: text("tracking_number").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: created(),
  },
  (t) => [index("shipments_order_idx").on(t.orderId, t.createdAt)],
);

/**
 * Staff-only notes on an order (issue [18] point 3): never shown to the shopper nor put in a
 * mail. The author's name is kept as written, so a note still says who wrote it once the
 * account is gone. A status change that needed a reason (a step back, shipping unpaid) keeps
 * it here, with the change it explains in `status_from` / `status_to`.
 */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    statusFrom: text("status_from"),
    statusTo: text("status_to"),
    createdAt: created(),
  },
  (t) => [index("order_notes_order_idx").on(t.orderId, t.createdAt)],
);

/**
 * Card refunds through iyzico (decision 031): one per cancelled line of a paid card order, written
 * in the cancel's transaction and sent after it. The unique line makes "never twice" the
 * database's rule; `state` moves pending → sending (claimed by one sender) → done or failed, and a
 * failed one (or one stuck sending) is claimed again by a retry.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    // A return's refund (issue [19]); null for a cancelled line's.
    returnId: uuid("return_id").references((): AnyPgColumn => returnRequests.id, {
      onDelete: "set null",
    }),
    amount: money("amount").notNull(),
    currency: text("currency", { enum: ["TRY", "USD"] }).notNull(),
    paymentId: text("payment_id").notNull(),
    // 'pending' | 'sending' | 'done' | 'failed'
    state: text("state").notNull().default("pending"),
    lastError: text("last_error"),
    // Why the last attempt failed: 'refused' (iyzico said no) | 'unreachable' (no answer in time)
    failure: text("failure"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("refunds_order_item_key").on(t.orderItemId),
    index("refunds_order_idx").on(t.orderId),
    check("refunds_amount_positive", sql`${t.amount} > 0`),
    check("refunds_state_known", sql`${t.state} in ('pending', 'sending', 'done', 'failed')`),
  ],
);

/**
 * Each time the shop asked iyzico to give money back for a refund row, and what came of it: the
 * admin reads the whole story of a refund, not only its last state (issue [15] point 5).
 */
export const refundAttempts = pgTable(
  "refund_attempts",
  {
    id: id(),
    refundId: uuid("refund_id")
      .notNull()
      .references(() => refunds.id, { onDelete: "cascade" }),
    // 'refund' (refundV2) | 'cancel' (the whole payment, the same day) | 'report' (iyzico's
    // report said it was made already)
    how: text("how").notNull(),
    amount: money("amount").notNull(),
    // 'done' | 'refused' | 'unreachable'
    outcome: text("outcome").notNull(),
    message: text("message"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("refund_attempts_refund_idx").on(t.refundId, t.at)],
);

/**
 * Which merchants an order holds lines of, newest first: the order desk walks a merchant's orders
 * here (docs/decisions/032-order-desk.md). Triggers of migration 0013 add a row whenever a line
 * comes to belong to a merchant (a line placed, a product moved to another brand, a brand given
 * to another merchant); rows are never taken away, so the desk still checks each order's lines
 * against the brands the merchant has now.
 */
export const orderMerchants = pgTable(
  "order_merchants",
  {
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.orderId] }),
    index("order_merchants_desk_idx").on(
      t.merchantId,
      t.createdAt.desc().nullsFirst(),
      t.orderId.desc().nullsFirst(),
    ),
    index("order_merchants_order_idx").on(t.orderId),
  ],
);

// ---------------------------------------------------------------- sales by day
// The owner's morning (app/models/shop-overview.server.ts) reads what was sold per shop day from
// these, not from every order of the last 30 days (docs/decisions/040-sales-by-day.md). A day's
// rows are made again when it has a change: migration 0020's triggers note the shop day of
// every order or line written, and "all days" (-infinity) when a product or brand changes hands.

/** The whole shop's rows; a merchant's rows carry their merchant id. */
export const SHOP_SCOPE = "00000000-0000-0000-0000-000000000000";

export const salesDays = pgTable(
  "sales_days",
  {
    scope: uuid("scope").notNull(),
    day: date("day").notNull(),
    currency: text("currency").notNull(),
    orders: integer("orders").notNull(),
    amount: money("amount").notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.day, t.currency] })],
);

export const salesDayProducts = pgTable(
  "sales_day_products",
  {
    scope: uuid("scope").notNull(),
    day: date("day").notNull(),
    /** Null once the product is deleted: its lines are still sold, under their own name. */
    productId: uuid("product_id"),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [index("sales_day_products_day_idx").on(t.day)],
);

/**
 * What each product sold over the window's days, per scope: the sum of its sales_day_products
 * rows of those days, kept as they are made and forgotten, so that the best sellers are read off
 * an index instead of adding up every line of 30 days. A deleted product's lines are summed under
 * the nil uuid, as SHOP_SCOPE is.
 */
export const salesWindowProducts = pgTable(
  "sales_window_products",
  {
    scope: uuid("scope").notNull(),
    productKey: uuid("product_key").notNull(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.productKey] }),
    index("sales_window_products_best_idx").on(t.scope, t.quantity.desc(), t.name),
  ],
);

/** The shop days whose rows above are made and have had no change since. */
export const salesDaysDone = pgTable("sales_days_done", {
  day: date("day").primaryKey(),
});

/** Days with a change since their rows were made; only ever inserted by triggers. */
export const salesDayChanges = pgTable("sales_day_changes", { day: date("day").notNull() }, (t) => [
  index("sales_day_changes_day_idx").on(t.day),
]);

// ---------------------------------------------------------------- content

/** One row (id = 1): the shop's settings. */
export const settings = pgTable(
  "settings",
  {
    id: integer("id").primaryKey().default(1),
    storeName: text("store_name").notNull(),
    exchangeRate: numeric("exchange_rate", { precision: 12, scale: 4, mode: "number" }).notNull(),
    phoneNumber: text("phone_number").notNull().default(""),
    emailAddress: text("email_address").notNull().default(""),
    storeAddress: text("store_address").notNull().default(""),
    // The shop's address on the web as its legal texts name it ('www.example.com.tr'): set by the
    // admin, never taken from the request, which any client can address to another Host.
    siteAddress: text("site_address").notNull().default(""),
    // Who sells (issue [20] point 1): what an online seller must name, shown on the contact page,
    // the footer, the pre-information form, the contract, the order documents and every mail.
    legalName: text("legal_name").notNull().default(""),
    mersisNumber: text("mersis_number").notNull().default(""),
    taxOffice: text("tax_office").notNull().default(""),
    taxNumber: text("tax_number").notNull().default(""),
    registeredAddress: text("registered_address").notNull().default(""),
    kepAddress: text("kep_address").notNull().default(""),
    chamber: text("chamber").notNull().default(""),
    // The shop's ETBİS (e-commerce information system) registration; empty while not registered.
    etbisNumber: text("etbis_number").notNull().default(""),
    // The consumer arbitration committees' money limit, published each year in the Official
    // Gazette (issue [20] point 2): the contract's Madde 7 quotes it with its year.
    arbitrationYear: integer("arbitration_year").notNull().default(2026),
    arbitrationLimit: money("arbitration_limit").notNull().default(186000),
    homepageAboutText: text("homepage_about_text").notNull().default(""),
    homepageAboutTextEn: text("homepage_about_text_en").notNull().default(""),
    aboutParagraphs: jsonb("about_paragraphs").$type<{ tr: string[]; en: string[] }>().notNull(),
    storyParagraphs: jsonb("story_paragraphs").$type<{ tr: string[]; en: string[] }>().notNull(),
    whatsappNumber: text("whatsapp_number").notNull().default(""),
    instagramUrl: text("instagram_url").notNull().default(""),
    bankAccountHolder: text("bank_account_holder").notNull().default(""),
    bankAccounts: jsonb("bank_accounts")
      .$type<{ bank: string; currency: "TRY" | "USD"; iban: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // '?teachers=day' shows the products of this type and ingredient.
    teachersDayTypeId: uuid("teachers_day_type_id"),
    teachersDayIngredientId: uuid("teachers_day_ingredient_id"),
    // The low-stock threshold of every product without one of its own (decision 036).
    lowStockThreshold: integer("low_stock_threshold").notNull().default(5),
    // The KDV rate in percent, inside every price; a new order keeps it (decision 070).
    vatRate: numeric("vat_rate", { precision: 5, scale: 2, mode: "number" }).notNull().default(20),
    // Where the shop hears of its orders (issue [18] point 5), and which kinds of news it wants.
    orderMailTo: text("order_mail_to").notNull().default(""),
    notifyNewOrder: boolean("notify_new_order").notNull().default(true),
    notifyPaymentReceived: boolean("notify_payment_received").notNull().default(true),
    notifyCancellation: boolean("notify_cancellation").notNull().default(true),
    notifyRefundFailed: boolean("notify_refund_failed").notNull().default(true),
    notifyLowStock: boolean("notify_low_stock").notNull().default(true),
    // The music page (decision 045): the admin's recording, or null for the shop's own.
    musicUrl: text("music_url"),
    musicTitle: text("music_title").notNull().default(""),
    musicTitleEn: text("music_title_en").notNull().default(""),
    updatedAt: updated(),
    version: version(),
  },
  (t) => [
    check("settings_singleton", sql`${t.id} = 1`),
    check("settings_low_stock_threshold_nonnegative", sql`${t.lowStockThreshold} >= 0`),
    check("settings_rate_positive", sql`${t.exchangeRate} > 0`),
    check("settings_vat_rate_percent", sql`${t.vatRate} between 0 and 100`),
  ],
);

export const blogs = pgTable(
  "blogs",
  {
    id: id(),
    title: text("title").notNull(),
    titleEn: text("title_en"),
    body: text("body").notNull(),
    bodyEn: text("body_en"),
    image: text("image").notNull(),
    innerImage: text("inner_image"),
    preview: text("preview").notNull(),
    previewEn: text("preview_en"),
    slug: text("slug").notNull().unique(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: created(),
    version: version(),
  },
  (t) => [index("blogs_active_created_idx").on(t.isActive, t.createdAt.desc())],
);

export const sliders = pgTable("sliders", {
  id: id(),
  title: text("title").notNull(),
  titleEn: text("title_en"),
  body: text("body").notNull(),
  bodyEn: text("body_en"),
  firstImage: text("first_image").notNull(),
  secondImage: text("second_image").notNull(),
  // Where the slide links to ('Koleksiyon Linki').
  slug: text("slug").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: created(),
  version: version(),
});

export const carouselEntries = pgTable(
  "carousel_entries",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references((): AnyPgColumn => products.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    version: version(),
  },
  (t) => [uniqueIndex("carousel_product_key").on(t.productId)],
);

/** One row (id = 1): the promotional pop-up. */
export const popups = pgTable(
  "popups",
  {
    id: integer("id").primaryKey().default(1),
    status: boolean("status").notNull().default(false),
    src: text("src"),
    url: text("url"),
    updatedAt: updated(),
    version: version(),
  },
  (t) => [check("popups_singleton", sql`${t.id} = 1`)],
);

// ---------------------------------------------------------------- forms and mail

export const merchantRequests = pgTable("merchant_requests", {
  id: id(),
  name: text("name").notNull(),
  email: text("email"),
  phoneNumber: text("phone_number").notNull(),
  brand: text("brand").notNull(),
  business: text("business").notNull(),
  // 'Waiting Approval' | 'Approved' | 'Rejected'
  status: text("status").notNull().default("Waiting Approval"),
  // The language of the page the request came from: the sign-up link is mailed in it.
  lang: text("lang", { enum: ["tr", "en"] })
    .notNull()
    .default("tr"),
  createdAt: created(),
});

export const merchantInvitations = pgTable("merchant_invitations", {
  tokenHash: text("token_hash").primaryKey(),
  email: text("email").notNull(),
  merchantRequestId: uuid("merchant_request_id").references(() => merchantRequests.id, {
    onDelete: "cascade",
  }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: created(),
});

export const contactMessages = pgTable("contact_messages", {
  id: id(),
  firstname: text("firstname").notNull(),
  lastname: text("lastname").notNull(),
  email: text("email").notNull(),
  message: text("message"),
  subscribe: boolean("subscribe").notNull().default(false),
  // 'general' | 'kvkk' (a data subject's request, issue [19]: it also lands in data_requests)
  kind: text("kind").notNull().default("general"),
  createdAt: created(),
});

/**
 * Every write made by staff at their desks (issue [10] point 2; docs/decisions/036): written by
 * a trigger on each recorded table (migrations/0018), so no writer can forget it. Only the
 * changed columns, before and after. `subject` is what a history is shown for (a product, an
 * order, the settings, ...); `brand_id` lets a merchant see their own products' history only.
 */
export const staffChanges = pgTable(
  "staff_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    writerId: uuid("writer_id"),
    writerEmail: text("writer_email").notNull(),
    tableName: text("table_name").notNull(),
    rowId: text("row_id").notNull(),
    action: text("action").$type<"insert" | "update" | "delete">().notNull(),
    subject: text("subject").notNull(),
    subjectId: text("subject_id").notNull(),
    brandId: uuid("brand_id"),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    /** The bulk change it was part of (issue [10] point 1). */
    batchId: uuid("batch_id"),
    /** The change this one put back. */
    reverts: bigint("reverts", { mode: "number" }),
  },
  (t) => [
    index("staff_changes_subject_idx").on(t.subject, t.subjectId, t.id.desc()),
    index("staff_changes_batch_idx")
      .on(t.batchId)
      .where(sql`${t.batchId} is not null`),
    index("staff_changes_reverts_idx")
      .on(t.reverts)
      .where(sql`${t.reverts} is not null`),
    // The shop's activity, newest first: a merchant's pages read their brands' changes, a
    // filter one person's, without walking every other change of the shop.
    index("staff_changes_brand_idx")
      .on(t.brandId, t.id.desc())
      .where(sql`${t.brandId} is not null`),
    index("staff_changes_writer_idx").on(t.writerEmail, t.id.desc()),
  ],
);

/** Every e-mail is written here first; a sender delivers it and marks it sent. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Files sent with it (an order's contract): name, type and text content. */
    attachments:
      jsonb("attachments").$type<{ filename: string; contentType: string; content: string }[]>(),
    /** What the mail is about, for the outbox page ('orderPlaced', 'passwordReset', ...). */
    kind: text("kind").notNull().default("other"),
    /** The order it is about, if any: an order's mail log. */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    /**
     * Parts of the text that let a reader act as its addressee (a reset link, a guest order key,
     * a sign-up token): the outbox page masks them when mail really goes out (SMTP_URL set).
     */
    secrets: jsonb("secrets")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Extra headers (a commercial mail's List-Unsubscribe and List-Unsubscribe-Post). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** Set while a process is delivering it (see claimMail), cleared when the attempt fails. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    index("mail_outbox_unsent_idx")
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
    // The outbox page, newest first, and an order's mail log.
    index("mail_outbox_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("mail_outbox_order_idx").on(t.orderId),
  ],
);

// ---------------------------------------------------------------- consent to commercial mail

/**
 * Every consent to commercial electronic messages given or refused (issue [20] point 3): the
 * evidence İYS asks for. Rows are only ever added; an address's state is its newest row. Each
 * row is reported to İYS (app/services/iys) within three business days of created_at.
 */
export const consentRecords = pgTable(
  "consent_records",
  {
    id: id(),
    /** As typed; compared lower-cased. */
    email: text("email").notNull(),
    /** 'email' (İYS: EPOSTA); the only channel the shop asks for today. */
    channel: text("channel").notNull().default("email"),
    /** Where it was given or refused: a page path ('/newsletter'), 'list-unsubscribe' (a mail
     * client's one-click header), 'account-closed'. */
    source: text("source").notNull(),
    /** The version of the consent text the person saw (app/lib/consent.ts). */
    textVersion: text("text_version").notNull(),
    given: boolean("given").notNull(),
    /** The page's language then: later mails and the unsubscribe page speak it. */
    lang: text("lang").notNull().default("tr"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: created(),
    /** 'pending' until İYS took it ('reported'); 'failed' after İYS refused it for good. */
    iysState: text("iys_state").notNull().default("pending"),
    iysAttempts: integer("iys_attempts").notNull().default(0),
    iysLastError: text("iys_last_error"),
    iysTransactionId: text("iys_transaction_id"),
    iysReportedAt: timestamp("iys_reported_at", { withTimezone: true }),
    iysClaimedAt: timestamp("iys_claimed_at", { withTimezone: true }),
  },
  (t) => [
    check("consent_records_iys_state_check", sql`${t.iysState} in ('pending','reported','failed')`),
    index("consent_records_email_idx").on(sql`lower(${t.email})`, t.createdAt.desc()),
    index("consent_records_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("consent_records_iys_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.iysState} = 'pending'`),
  ],
);

/** A newsletter or campaign mail the shop sent (issue [20] point 3): to consenting addresses only. */
export const mailings = pgTable("mailings", {
  id: id(),
  subject: text("subject").notNull(),
  subjectEn: text("subject_en").notNull().default(""),
  body: text("body").notNull(),
  bodyEn: text("body_en").notNull().default(""),
  recipients: integer("recipients").notNull().default(0),
  sentBy: uuid("sent_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: created(),
});

// ---------------------------------------------------------------- stock alerts (decision 036)

/**
 * A product's stock crossed down to its low-stock threshold: written by the database's trigger
 * (migrations/0018), whoever changed the stock, and deleted by the process that mails it.
 */
export const lowStockAlerts = pgTable("low_stock_alerts", {
  id: id(),
  productId: uuid("product_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" }),
  quantity: integer("quantity").notNull(),
  threshold: integer("threshold").notNull(),
  createdAt: created(),
});

/** 'Stoğa girince haber ver': one per address and product, ended by the mail that answers it. */
export const backInStockRequests = pgTable(
  "back_in_stock_requests",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** The language of the page it was asked on: the mail's. */
    lang: text("lang", { enum: ["tr", "en"] }).notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex("back_in_stock_requests_product_email_key").on(t.productId, sql`lower(${t.email})`),
    check("back_in_stock_requests_lang_check", sql`${t.lang} in ('tr','en')`),
  ],
);

/**
 * A shopper's request to send delivered lines back (issue [19]): a withdrawal (14 days from
 * delivery, no reason) or a return under the returns policy (its window, a reason). One request
 * per seller: lines of several merchants make one request each, so that each desk handles its own.
 * State moves asked → approved → received → refunded, or asked/approved → refused.
 */
export const returnRequests = pgTable(
  "return_requests",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    // The seller whose lines these are; null for the shop's own products.
    merchantId: uuid("merchant_id").references(() => merchants.id, { onDelete: "set null" }),
    // 'withdrawal' | 'return'
    kind: text("kind").notNull(),
    // 'asked' | 'approved' | 'received' | 'refunded' | 'refused'
    state: text("state").notNull().default("asked"),
    // A return's reason, a key of the list (app/lib/returns.ts); null for a withdrawal.
    reason: text("reason"),
    note: text("note").notNull().default(""),
    // The shopper confirmed that the earrings' hygiene seal is intact.
    sealIntact: boolean("seal_intact").notNull().default(false),
    // The lines' paid share when asked (the sum of return_lines.amount).
    amount: money("amount").notNull(),
    currency: text("currency", { enum: ["TRY", "USD"] }).notNull(),
    // A transfer order's refund goes to this account, as the shopper gave it.
    iban: text("iban"),
    accountHolder: text("account_holder"),
    // The staff's words to the shopper: how to send it back (approve), why not (refuse).
    instructions: text("instructions"),
    refusalReason: text("refusal_reason"),
    // The language of the request's mails.
    locale: text("locale").notNull().default("tr"),
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    // The notice reached the seller at created_at: the refund is due 14 days later.
    createdAt: created(),
    refundDueBy: timestamp("refund_due_by", { withTimezone: true }).notNull(),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    refusedAt: timestamp("refused_at", { withTimezone: true }),
    updatedAt: updated(),
    version: version(),
  },
  (t) => [
    index("return_requests_order_idx").on(t.orderId, t.createdAt),
    index("return_requests_desk_idx").on(t.state, t.refundDueBy),
    index("return_requests_merchant_idx").on(t.merchantId, t.state),
    check("return_requests_kind_known", sql`${t.kind} in ('withdrawal', 'return')`),
    check(
      "return_requests_state_known",
      sql`${t.state} in ('asked', 'approved', 'received', 'refunded', 'refused')`,
    ),
    check("return_requests_amount_not_negative", sql`${t.amount} >= 0`),
  ],
);

/** The order lines a return holds, whole lines, each with its paid share. */
export const returnLines = pgTable(
  "return_lines",
  {
    returnId: uuid("return_id")
      .notNull()
      .references(() => returnRequests.id, { onDelete: "cascade" }),
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    amount: money("amount").notNull(),
    // The staff's word when it arrived: back in stock (true) or not resellable (false).
    resellable: boolean("resellable"),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.orderItemId] }),
    index("return_lines_item_idx").on(t.orderItemId),
  ],
);

/** The shopper's photos of what they send back (optional; a return, not a withdrawal). */
export const returnPhotos = pgTable(
  "return_photos",
  {
    id: id(),
    returnId: uuid("return_id")
      .notNull()
      .references(() => returnRequests.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    createdAt: created(),
  },
  (t) => [index("return_photos_return_idx").on(t.returnId)],
);

/**
 * The K.V.K.K. log (issue [19] point 4): a member's download of their data, a closed account, a
 * guest's request through the contact form. Kept without the person's details once the account
 * is closed: the e-mail stays so that the shop can show it answered.
 */
export const dataRequests = pgTable(
  "data_requests",
  {
    id: id(),
    // 'export' | 'close' | 'contact'
    kind: text("kind").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    // 'account' (the page) | 'api' | 'contact' (the contact form)
    via: text("via").notNull(),
    contactMessageId: uuid("contact_message_id").references(() => contactMessages.id, {
      onDelete: "set null",
    }),
    createdAt: created(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: uuid("handled_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("data_requests_created_idx").on(t.createdAt.desc()),
    check("data_requests_kind_known", sql`${t.kind} in ('export', 'close', 'contact')`),
  ],
);
