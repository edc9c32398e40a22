/**
 * Checkout step 1 for a signed-in customer with an address book (docs/ui-contract.md
 * "Checkout for a signed-in customer"): a radio list of the saved addresses (the default preselected,
 * its street shown) and `Giao đến địa chỉ khác`, which reveals the typed-address fields. The fields
 * are always in the page, after the list; a CSS `:has()` rule hides them while a saved address is
 * chosen (no JavaScript needed), and the action ignores them then.
 */
import type { UserAddress } from "~/upstream/addresses.server";
import * as s from "./saved-addresses.css";

/** The radio value of `Giao đến địa chỉ khác`. */
export const OTHER_ADDRESS = "new";

export function SavedAddressChoice({ addresses, chosen }: { addresses: readonly UserAddress[]; chosen: string }) {
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.legend}>Địa chỉ đã lưu</legend>
      <ul className={s.list}>
        {addresses.map((a) => (
          <li key={a.id}>
            <label className={s.option}>
              <input type="radio" name="savedAddressId" value={String(a.id)} defaultChecked={chosen === String(a.id)} />
              <span>
                <strong>{a.name}</strong> · {a.phone}
                {a.isDefault ? <span className={s.badge}> (mặc định)</span> : null}
                <br />
                {a.fullAddress}
              </span>
            </label>
          </li>
        ))}
        <li>
          <label className={s.option}>
            <input type="radio" name="savedAddressId" value={OTHER_ADDRESS} defaultChecked={chosen === OTHER_ADDRESS} />
            <span>Giao đến địa chỉ khác</span>
          </label>
        </li>
      </ul>
    </fieldset>
  );
}
