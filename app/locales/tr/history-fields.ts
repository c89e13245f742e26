import { productForm as product } from "./dashboard-product-form";
import { dashboardPictures } from "./dashboard-pictures";
import { coupons as coupon } from "./dashboard-coupons";
import { settings } from "./dashboard-settings";
import { blogs } from "./dashboard-blog";
import { sliders } from "./dashboard-sliders";
import { popup } from "./dashboard-popup";
import { dashboardCatalogue } from "./dashboard-catalogue";
import { orders } from "./orders";
import { orderRefunds } from "./order-refunds";

const picture = dashboardPictures.pictures;
const taxonomy = dashboardCatalogue.form;
const s = settings.fields;

/**
 * The history page's name for each recorded column (issue [16] point 3): the label of the form
 * the column is edited on, so a change reads as the form that made it. A column's plain name is
 * the default; `table.column` where a table means something else by it. Every column of the
 * recorded tables has one (history-fields.test.ts), so the page never shows a column's own name.
 */
export const historyFields: Record<string, string> = {
  // products, and the names other tables share
  sku: product.sku,
  pcollection: product.pcollection,
  name: taxonomy.name,
  name_en: taxonomy.nameEn,
  slug: "Adres",
  description: taxonomy.description,
  description_en: taxonomy.descriptionEn,
  story: product.story,
  story_en: product.storyEn,
  details: product.details,
  details_en: product.detailsEn,
  ingredients: product.ingredients,
  ingredients_en: product.ingredientsEn,
  keys: product.keys,
  price: product.price,
  discount_price: product.discountPrice,
  quantity: product.quantity,
  low_stock_threshold: product.lowStockThreshold,
  image_url: product.cover,
  images: product.gallery,
  is_active: product.isActive,
  is_visible: product.isVisible,
  brand_id: product.brand,
  category_id: product.category,
  type_id: product.type,
  ingredient_id: product.ingredient,
  symbol_id: product.symbol,
  archived_at: "Arşivlendi",
  "products.name": product.name,
  "products.name_en": product.nameEn,
  // a product's pictures, stones, series and combination
  url: "Görsel",
  width: "Genişlik (piksel)",
  height: "Yükseklik (piksel)",
  alt: picture.alt,
  alt_en: picture.altEn,
  is_cover: picture.cover,
  position: "Sıra",
  stone_id: "Doğal taş",
  child_id: "Serinin ürünü",
  combo_id: "Kombin ürünü",
  // brands
  merchant_id: dashboardCatalogue.brand.merchant,
  // coupons
  "coupons.name": coupon.name,
  code: coupon.code,
  dtype: coupon.dtype,
  "coupons.amount": coupon.amount,
  uses: coupon.uses,
  category_ids: coupon.categories,
  product_ids: coupon.products,
  start_date: coupon.startDate,
  end_date: coupon.endDate,
  // settings
  store_name: s.store_name,
  exchange_rate: s.exchange_rate,
  phone_number: s.phone_number,
  email_address: s.email_address,
  store_address: s.store_address,
  site_address: s.site_address,
  homepage_about_text: s.homepage_about_text,
  homepage_about_text_en: s.homepage_about_text_en,
  about_paragraphs: settings.sections.about,
  story_paragraphs: settings.sections.story,
  whatsapp_number: s.whatsapp_number,
  instagram_url: s.instagram_url,
  bank_account_holder: s.bank_account_holder,
  bank_accounts: settings.sections.bank,
  teachers_day_type_id: "Öğretmenler Günü kategorisi",
  teachers_day_ingredient_id: "Öğretmenler Günü malzemesi",
  "settings.low_stock_threshold": s.low_stock_threshold,
  music_url: "Müzik kaydı",
  music_title: "Müziğin adı",
  music_title_en: "Müziğin adı (İngilizce)",
  // blogs and sliders
  title: blogs.fields.title,
  title_en: blogs.fields.titleEn,
  body: blogs.fields.body,
  body_en: blogs.fields.bodyEn,
  preview: blogs.fields.preview,
  preview_en: blogs.fields.previewEn,
  image: blogs.fields.image,
  inner_image: blogs.fields.innerImage,
  "sliders.body": sliders.form.body,
  "sliders.body_en": sliders.form.bodyEn,
  first_image: sliders.form.firstImage,
  second_image: sliders.form.secondImage,
  "sliders.slug": sliders.form.slug,
  sort_order: "Sıra",
  // the pop-up
  "popups.status": popup.status,
  src: popup.image,
  "popups.url": popup.url,
  // users
  first_name: "Ad",
  last_name: "Soyad",
  email: "E-posta",
  provider: "Giriş yolu",
  role: "Rol",
  is_subscribed: "Bülten aboneliği",
  // orders, their lines and refunds
  status: orders.status,
  payment: orders.payment,
  currency: orders.currency,
  subtotal: "Ara toplam",
  discount: "İndirim",
  total: orders.total,
  total_tax: "KDV tutarı",
  vat_rate: "KDV oranı (%)",
  coupon_id: "Kupon",
  cart_id: "Sepet",
  user_id: "Müşteri hesabı",
  shipping_address: orders.address,
  buyer: orders.customer,
  locale: "Sipariş dili",
  contract_accepted_at: "Sözleşme onayı",
  payment_id: "iyzico ödeme no",
  paid_at: "Ödeme alındı",
  released_at: "Stok geri verildi",
  payment_review_at: "iyzico incelemesi",
  product_id: "Ürün",
  "order_items.name": "Ürün adı",
  "order_items.image_url": "Görsel",
  "order_items.quantity": orders.quantity,
  unit_price: "Birim fiyat",
  total_price: orders.lineTotal,
  order_item_id: orderRefunds.refundItem,
  amount: orderRefunds.refundAmount,
  state: orderRefunds.refundState,
  last_error: orderRefunds.refundError,
  failure: "Neden yapılamadı",
  attempts: "Deneme sayısı",
  sent_at: "Gönderildi",
  refunded_at: "İade edildi",
};
