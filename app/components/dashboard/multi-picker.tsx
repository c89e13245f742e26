import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { fmt } from "~/lib/i18n";
import { foldForSearch } from "~/lib/search";
import { useDashboardT } from "./use-dashboard-t";

export interface PickerOption {
  value: string;
  label: string;
}

/** Asks the server for the options matching `q` (a catalogue is not sent whole to the page). */
export type PickerSearch = (q: string, signal: AbortSignal) => Promise<PickerOption[]>;

interface Props {
  /** The form field; one value per chosen option, as a `<select multiple>` posts them. */
  name: string;
  label: string;
  /** What the server renders: the chosen options and the candidates a plain select offers. */
  options: PickerOption[];
  defaultValue: string[];
  /** Without it, the picker filters `options` in the page. */
  search?: PickerSearch;
  /** Shown under the plain select only (without JavaScript): e.g. a search that posts the form. */
  fallback?: ReactNode;
  /** The field's errors, shown in both forms. */
  errors?: ReactNode;
}

const SEARCH_DELAY_MS = 250;

/**
 * A multiple choice (DESIGN.md §9): a plain `<select multiple>` from the server, which works with
 * JavaScript off; once hydrated, chosen options as removable chips and a search box (an ARIA
 * combobox: arrows, Enter, Escape) that asks the server. Both post the same `name` values.
 */
export function MultiPicker({
  name,
  label,
  options,
  defaultValue,
  search,
  fallback,
  errors,
}: Props) {
  const t = useDashboardT().picker;
  const id = useId();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const [chosen, setChosen] = useState<PickerOption[]>(() =>
    defaultValue.map((v) => options.find((o) => o.value === v) ?? { value: v, label: v }),
  );

  if (!enhanced) {
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          name={name}
          multiple
          size={Math.min(8, Math.max(3, options.length))}
          defaultValue={defaultValue}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <small>{t.selectHint}</small>
        {fallback}
        {errors}
      </div>
    );
  }

  return (
    <div className="field picker">
      <span id={`${id}-label`}>{label}</span>
      {chosen.length ? (
        <ul className="picker-chosen" aria-label={t.chosen}>
          {chosen.map((o) => (
            <li key={o.value}>
              <input type="hidden" name={name} value={o.value} />
              {o.label}
              <button
                type="button"
                className="link-button"
                aria-label={fmt(t.remove, { name: o.label })}
                onClick={() => setChosen((c) => c.filter((x) => x.value !== o.value))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="picker-none">{t.noneChosen}</p>
      )}
      <PickerSearchBox
        id={id}
        options={options}
        search={search}
        exclude={new Set(chosen.map((o) => o.value))}
        onPick={(o) => setChosen((c) => [...c, o])}
      />
      {errors}
    </div>
  );
}

function PickerSearchBox(props: {
  id: string;
  options: PickerOption[];
  search?: PickerSearch;
  exclude: Set<string>;
  onPick: (option: PickerOption) => void;
}) {
  const { id, options, search, exclude, onPick } = props;
  const t = useDashboardT().picker;
  const [q, setQ] = useState("");
  const [open, setOpen] = useState(false);
  const [found, setFound] = useState<PickerOption[] | null>(null);
  const [active, setActive] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => {
    if (!open) return;
    if (!search) {
      const needle = foldForSearch(q);
      setFound(options.filter((o) => foldForSearch(o.label).includes(needle)));
      return;
    }
    setFound(null);
    const abort = new AbortController();
    timer.current = setTimeout(() => {
      search(q.trim(), abort.signal).then(setFound, () => {
        if (!abort.signal.aborted) setFound([]);
      });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer.current);
      abort.abort();
    };
  }, [q, open, search, options]);

  const shown = (found ?? []).filter((o) => !exclude.has(o.value));
  const listId = `${id}-list`;
  const pick = (o: PickerOption | undefined) => {
    if (!o) return;
    onPick(o);
    setActive(0);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(a + 1, Math.max(0, shown.length - 1)));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === "Enter" && open) {
      // Enter picks; it must not submit the form around the picker.
      e.preventDefault();
      pick(shown[active]);
    } else if (e.key === "Escape") {
      setOpen(false);
    }
  };

  return (
    <div className="picker-search">
      <input
        id={id}
        type="search"
        role="combobox"
        aria-labelledby={`${id}-label`}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && shown[active] ? `${id}-${active}` : undefined}
        placeholder={t.search}
        autoComplete="off"
        value={q}
        onChange={(e) => {
          setQ(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {open && (
        <ul id={listId} role="listbox" className="picker-results">
          {found === null ? (
            <li role="presentation">{t.searching}</li>
          ) : shown.length === 0 ? (
            <li role="presentation">{t.noResults}</li>
          ) : (
            shown.map((o, i) => (
              <li
                key={o.value}
                id={`${id}-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(o)}
              >
                {o.label}
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
