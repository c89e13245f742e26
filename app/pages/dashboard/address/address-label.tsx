import { useT } from "~/components/i18n";

/** 'Varsayılan Teslimat Adresi ✓' for the default address, else 'Teslimat Adresi'. */
export function AddressLabel({ isDefault }: { isDefault: boolean }) {
  const t = useT().account;
  return isDefault ? (
    <p className="address-label is-default">
      {t.defaultAddress}{" "}
      <span className="address-check" aria-hidden="true">
        ✓
      </span>
    </p>
  ) : (
    <p className="address-label">{t.deliveryAddress}</p>
  );
}

/** One line of an address as people read it: street, district, city, postal code, country. */
export function addressLine(a: {
  address: string;
  state: string;
  city: string;
  zipCode: string;
  country: string;
}) {
  return `${a.address}, ${a.state} / ${a.city} ${a.zipCode}, ${a.country}`;
}
