import { useState } from "react";
import { useT } from "~/components/i18n";
import { fmt } from "~/lib/i18n";

/**
 * Quantity limited to stock: typing above it clamps to the stock and says how many are left.
 * Without JavaScript the browser's own max applies and the server checks again.
 */
export function QuantityInput({ stock, id = "quantity" }: { stock: number; id?: string }) {
  const t = useT().catalog;
  const [value, setValue] = useState(1);
  const [clamped, setClamped] = useState(false);
  const disabled = stock <= 0;
  return (
    <div className="quantity">
      <label htmlFor={id}>{t.quantity}</label>
      <input
        id={id}
        name="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(stock, 1)}
        value={disabled ? 0 : value}
        disabled={disabled}
        aria-describedby={`${id}-stock`}
        onChange={(e) => {
          const n = Number(e.target.value.replace(/\D/g, "")) || 1;
          setClamped(n > stock);
          setValue(Math.min(Math.max(n, 1), stock));
        }}
      />
      <p id={`${id}-stock`} className="hint" role="status">
        {clamped || stock <= 5 ? fmt(t.inStock, { n: Math.max(stock, 0) }) : null}
      </p>
    </div>
  );
}
