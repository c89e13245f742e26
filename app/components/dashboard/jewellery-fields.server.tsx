import { renderToStaticMarkup } from "react-dom/server";
import { METALS, PLATINGS, STONE_NATURES, type JewelleryTexts } from "~/lib/jewellery";

/** The section's values as the form shows them: what was typed, or the product's. */
export interface JewelleryValues {
  metal: string;
  fineness: string;
  weightGrams: string;
  plating: string;
  stoneNatures: Record<string, string>;
}

export type JewelleryField = "metal" | "fineness" | "weightGrams" | "plating" | "stoneNatures";

export interface JewelleryFieldsProps {
  texts: JewelleryTexts;
  values: JewelleryValues;
  /** Every stone of the catalogue, by name. */
  stones: { id: string; name: string }[];
  /** The product's chosen stones (what the stones field shows selected). */
  chosen: string[];
  errors?: Partial<Record<JewelleryField, string[]>>;
}

const ID = "jewel";

function Errors({ field, errors }: { field: JewelleryField; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={`${ID}-${field}-error`} className="field-errors">
      {errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

/**
 * The product form's jewellery facts (issue [20] point 4), drawn on the server only: the add and
 * edit pages carry them as HTML in their data, so that neither their code nor their texts add to
 * the back office's JavaScript (DESIGN.md §8, decision 083). A plain part of the form: it posts
 * with the rest, with JavaScript or without, and the server checks it (ProductWriteSchema). Each
 * stone's nature is one select named by the stone's id (`stoneNatures.<id>`): the chosen stones'
 * first, every other stone's folded away for a stone chosen in the same save.
 */
function JewelleryFields({ texts: t, values, stones, chosen, errors = {} }: JewelleryFieldsProps) {
  const describedBy = (field: JewelleryField, hint?: boolean) =>
    [hint ? `${ID}-${field}-hint` : "", errors[field]?.length ? `${ID}-${field}-error` : ""]
      .filter(Boolean)
      .join(" ") || undefined;
  const invalid = (field: JewelleryField) => (errors[field]?.length ? true : undefined);
  const cls = (field: JewelleryField) => `field${errors[field]?.length ? " has-error" : ""}`;
  const select = (field: "metal" | "plating", label: string, keys: readonly string[]) => (
    <div className={cls(field)}>
      <label htmlFor={`${ID}-${field}`}>{label}</label>
      <select
        id={`${ID}-${field}`}
        name={field}
        defaultValue={values[field]}
        aria-invalid={invalid(field)}
        aria-describedby={describedBy(field)}
      >
        <option value="">{t.notStated}</option>
        {keys.map((k) => (
          <option key={k} value={k}>
            {(field === "metal" ? t.metals : t.platings)[k as never]}
          </option>
        ))}
        {/* A value the list no longer has is kept, so that saving does not drop it unseen. */}
        {values[field] && !keys.includes(values[field]) ? (
          <option value={values[field]}>{values[field]}</option>
        ) : null}
      </select>
      <Errors field={field} errors={errors[field]} />
    </div>
  );
  const number = (field: "fineness" | "weightGrams", label: string, hint: string) => (
    <div className={cls(field)}>
      <label htmlFor={`${ID}-${field}`}>{label}</label>
      <input
        id={`${ID}-${field}`}
        name={field}
        type="text"
        inputMode={field === "fineness" ? "numeric" : "decimal"}
        defaultValue={values[field]}
        aria-invalid={invalid(field)}
        aria-describedby={describedBy(field, true)}
      />
      <p className="hint" id={`${ID}-${field}-hint`}>
        {hint}
      </p>
      <Errors field={field} errors={errors[field]} />
    </div>
  );
  const natureSelect = (stone: { id: string; name: string }) => (
    <li key={stone.id} className="field">
      <label htmlFor={`${ID}-nature-${stone.id}`}>{stone.name}</label>
      <select
        id={`${ID}-nature-${stone.id}`}
        name={`stoneNatures.${stone.id}`}
        defaultValue={values.stoneNatures[stone.id] ?? "natural"}
      >
        {STONE_NATURES.map((n) => (
          <option key={n} value={n}>
            {t.natures[n]}
          </option>
        ))}
      </select>
    </li>
  );
  const picked = stones.filter((s) => chosen.includes(s.id));
  const others = stones.filter((s) => !chosen.includes(s.id));
  return (
    <fieldset className="jewellery-facts">
      <legend>{t.legend}</legend>
      <p className="hint">{t.intro}</p>
      <div className="field-pair">
        {select("metal", t.metal, METALS)}
        {number("fineness", t.fineness, t.finenessHint)}
      </div>
      <div className="field-pair">
        {number("weightGrams", t.weight, t.weightHint)}
        {select("plating", t.plating, PLATINGS)}
      </div>
      <fieldset
        className={`stone-natures${errors.stoneNatures?.length ? " has-error" : ""}`}
        aria-describedby={describedBy("stoneNatures", true)}
      >
        <legend>{t.stoneNatures}</legend>
        <p className="hint" id={`${ID}-stoneNatures-hint`}>
          {t.stoneNaturesHint}
        </p>
        {picked.length ? <ul>{picked.map(natureSelect)}</ul> : <p>{t.noStones}</p>}
        {others.length ? (
          <details>
            <summary>{t.otherStones}</summary>
            <ul>{others.map(natureSelect)}</ul>
          </details>
        ) : null}
        <Errors field="stoneNatures" errors={errors.stoneNatures} />
      </fieldset>
    </fieldset>
  );
}

export function jewelleryFieldsHtml(props: JewelleryFieldsProps): string {
  return renderToStaticMarkup(<JewelleryFields {...props} />);
}
