import { NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useLang, useT } from "~/components/i18n";
import {
  currentMenuEntry,
  type MenuGroup,
  type MenuLabel,
} from "~/lib/dashboard-menu";
import { localePath, stripLang } from "~/lib/i18n";
import { useDashboardT } from "./use-dashboard-t";

/** A menu entry's text: the dashboards' own, or the account pages' (shared with members). */
export function useMenuLabel(): (label: MenuLabel) => string {
  const account = useT().account;
  const menu = useDashboardT().menu;
  return (label) =>
    label in menu ? menu[label as keyof typeof menu] : account[label as keyof typeof account];
}

/**
 * The back office's grouped menu, drawn twice from one list: a side column from 768 px, and on a
 * phone a disclosure (<details>, no JavaScript needed) whose closed button names the page it is
 * on. The stylesheet shows one of the two; the other is display: none, out of the page for
 * readers and keyboards alike. A link's aria-current marks the page it is on (NavLink).
 */
export function BackOfficeMenu({ groups }: { groups: MenuGroup[] }) {
  const shell = useDashboardT().shell;
  const labelOf = useMenuLabel();
  const { pathname } = useLocation();
  const current = currentMenuEntry(groups, stripLang(pathname));
  const phone = useRef<HTMLDetailsElement>(null);
  const side = useRef<HTMLElement>(null);
  useEffect(() => {
    // A page chosen from the phone's menu closes it.
    if (phone.current) phone.current.open = false;
    // A long menu in a short window scrolls by itself: bring the current entry into it (moving
    // the menu only, never the page).
    const column = side.current;
    const active = column?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (!column || !active || column.scrollHeight <= column.clientHeight) return;
    const above = active.getBoundingClientRect().top - column.getBoundingClientRect().top;
    if (above < 0 || above + active.offsetHeight > column.clientHeight)
      column.scrollTop += above - column.clientHeight / 3;
  }, [pathname]);
  return (
    <>
      <nav ref={side} aria-label={shell.menuLabel} className="dashboard-menu backoffice-side">
        <MenuGroups groups={groups} place="side" />
      </nav>
      {/* The button inside the menu's landmark: every part of the page is in one. */}
      <nav aria-label={shell.menuLabel} className="backoffice-phone-menu">
        <details ref={phone}>
          <summary>
            <span className="backoffice-menu-icon" aria-hidden="true">
              ☰
            </span>
            <span className="visually-hidden">{shell.menuButton}: </span>
            {current?.group ? (
              <span className="backoffice-menu-group">{shell.groups[current.group]}</span>
            ) : null}
            <span className="backoffice-menu-page">
              {current ? labelOf(current.item.label) : shell.menuButton}
            </span>
          </summary>
          <MenuGroups groups={groups} place="phone" />
        </details>
      </nav>
    </>
  );
}

function MenuGroups({ groups, place }: { groups: MenuGroup[]; place: "side" | "phone" }) {
  const shell = useDashboardT().shell;
  const labelOf = useMenuLabel();
  const lang = useLang();
  return (
    <div className="menu-groups">
      {groups.map((g) => {
        const id = g.name ? `menu-${place}-${g.name}` : undefined;
        return (
          <div className="menu-group" key={g.name ?? "top"}>
            {g.name ? (
              <p className="menu-group-name" id={id}>
                {shell.groups[g.name]}
              </p>
            ) : null}
            <ul aria-labelledby={id}>
              {g.items.map((item) => (
                <li key={item.to}>
                  <NavLink to={localePath(lang, item.to)} end={item.end} prefetch="intent">
                    {labelOf(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
