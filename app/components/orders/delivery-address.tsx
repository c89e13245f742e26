/** A delivery address as the staff order page and the packing slip print it. */
export function DeliveryAddress({
  address,
  phoneLabel,
}: {
  address: { name: string; address: string; place: string; country: string; phone: string | null };
  phoneLabel: string;
}) {
  return (
    <address>
      {address.name}
      <br />
      {address.address}
      <br />
      {address.place}
      <br />
      {address.country}
      {address.phone ? (
        <>
          <br />
          {phoneLabel}: {address.phone}
        </>
      ) : null}
    </address>
  );
}
