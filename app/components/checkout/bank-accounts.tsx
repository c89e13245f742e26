import { useT } from "~/components/i18n";

export interface BankInfo {
  holder: string;
  accounts: { bank: string; currency: "TRY" | "USD"; iban: string }[];
}

/** The shop's accounts for a transfer (spec 000 §2: one in TL, two in USD). */
export function BankAccounts({ bank }: { bank: BankInfo }) {
  const t = useT().checkout;
  return (
    <div className="bank-accounts">
      <p>
        {t.accountHolder}: <strong>{bank.holder}</strong>
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t.bank}</th>
            <th scope="col">{t.accountCurrency}</th>
            <th scope="col">{t.iban}</th>
          </tr>
        </thead>
        <tbody>
          {bank.accounts.map((a) => (
            <tr key={a.iban}>
              <td>{a.bank}</td>
              <td>{a.currency === "TRY" ? "TL" : a.currency}</td>
              <td className="iban">{a.iban}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
