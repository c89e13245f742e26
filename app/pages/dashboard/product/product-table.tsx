import { Form } from "@remix-run/react";
import { LocalLink, useLang } from "~/components/i18n";
import { fmt, localePath } from "~/lib/i18n";
import { Img } from "~/components/ui/img";
import { formatMoney } from "~/lib/money";
import type { StaffProductRow } from "~/models/staff-product.server";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";

const PLACEHOLDER = "/images/placeholder.svg";

/**
 * Below 600 px each row is a card (dashboard.css): the picture and the box beside the name, SKU
 * and brand, then price, stock and status, each named by its column (`data-label`).
 *
 * The list's rows inside ONE post form: a checkbox per row (`ids`) and the bulk buttons as named
 * intents, so that ticking rows and pressing a button works without JavaScript. `back` carries
 * the list's query string, to come back to the same page after the action.
 */
export function ProductTable({ rows, back }: { rows: StaffProductRow[]; back: string }) {
  const { products: t, productExport } = useDashboardT();
  const lang = useLang();
  const intents = [
    ["activate", t.activate],
    ["deactivate", t.deactivate],
    ["show", t.show],
    ["hide", t.hide],
    ["delete", t.delete],
  ] as const;
  return (
    <Form method="post" className="product-bulk">
      <input type="hidden" name="back" value={back} />
      <fieldset className="product-bulk-actions">
        <legend>{t.bulkLabel}</legend>
        {intents.map(([intent, label]) => (
          <button
            key={intent}
            type="submit"
            name="intent"
            value={intent}
            className={intent === "delete" ? "button danger" : "button secondary"}
          >
            {label}
          </button>
        ))}
        {/* The ticked ids go to the bulk change's page in its address (a GET). */}
        <button
          type="submit"
          formMethod="get"
          formAction={localePath(lang, "/dashboard/product/bulk")}
          className="button secondary"
        >
          {productExport.bulkTicked}
        </button>
      </fieldset>
      <div className="product-table-wrap">
        <table className="product-table">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t.select}</span>
              </th>
              <th scope="col">
                <span className="visually-hidden">{t.picture}</span>
              </th>
              <th scope="col">{t.sku}</th>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.brand}</th>
              <th scope="col" className="num">
                {t.price}
              </th>
              <th scope="col" className="num">
                {t.stock}
              </th>
              <th scope="col">{t.status}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => {
              const off = !p.isActive || !p.isVisible;
              return (
                <tr
                  key={p.id}
                  className={`product-row${p.isActive ? "" : " is-inactive"}${p.isVisible ? "" : " is-hidden"}`}
                >
                  <td className="select">
                    <input
                      type="checkbox"
                      name="ids"
                      value={p.id}
                      aria-label={fmt(t.selectRow, { sku: p.sku })}
                    />
                  </td>
                  <td className="picture">
                    {/* The product's pictures page (cover, gallery, order, alt texts). */}
                    <LocalLink
                      to={`/dashboard/product/pictures/${p.id}`}
                      aria-label={fmt(t.picturesOf, { name: p.name })}
                    >
                      <Img
                        src={p.imageUrl ?? PLACEHOLDER}
                        sizes="48px"
                        width={48}
                        height={48}
                        alt=""
                        className="product-thumb"
                      />
                    </LocalLink>
                  </td>
                  <td className="sku">{p.sku}</td>
                  <td className="name">
                    <LocalLink to={`/dashboard/product/edit/${p.id}`}>
                      {(lang === "en" && p.nameEn) || p.name}
                    </LocalLink>
                  </td>
                  <td className="brand">{p.brandName ?? ""}</td>
                  <td className="num price" data-label={t.price}>
                    {formatMoney(p.discountPrice ?? p.price, "try", lang)}
                  </td>
                  <td className="num stock" data-label={t.stock}>
                    {p.quantity}
                  </td>
                  <td className="status">
                    {off ? (
                      <>
                        {p.isActive ? null : <span className="status-tag off">{t.inactive}</span>}
                        {p.isVisible ? null : <span className="status-tag off">{t.hidden}</span>}
                      </>
                    ) : (
                      <span className="status-tag on">{t.onSale}</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Form>
  );
}
