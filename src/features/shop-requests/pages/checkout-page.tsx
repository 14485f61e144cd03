import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Address, Cart } from '../../../../contract/shop/schemas';
import { addressListKey, listAddresses } from '../../../components/addresses/address-book';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { EmptyState, Loaded, allLoaded } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { cartKey, getCart } from '../api';
import { CheckoutBody } from '../components/checkout-body';
import { shopRequestMessages as m } from '../messages';
import styles from '../shop-requests.module.css';

let visits = 0;

/** The address chosen on the address list, else the default one, else none yet. */
function chosenAddress(addresses: Address[], addressId: string | undefined): Address | null {
  return (
    (addressId && addresses.find((address) => address.id === addressId)) ||
    addresses.find((address) => address.isDefault) ||
    null
  );
}

/** Checkout: the chosen cart lines become one service request per provider, to one address, at a preferred time. */
export default function CheckoutPage() {
  const { lines: linesParam, addressId } = useScreenParams('checkout');
  // Each visit reads the cart and the addresses afresh: prices, stock and a just-added address are as they are now.
  const [visit] = useState(() => ++visits);
  const cart = useQuery([...cartKey, visit], (signal) => getCart(signal));
  const addresses = useQuery([...addressListKey, visit], (signal) => listAddresses(signal));
  const ready = allLoaded({ cart, addresses });
  const chosenIds = linesParam
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const chosenOf = (loaded: Cart) => loaded.lines.filter((line) => chosenIds.includes(line.id));
  return (
    <Screen title={m.checkoutTitle}>
      <Loaded
        state={ready}
        isEmpty={(loaded) => chosenOf(loaded.cart).length === 0}
        empty={
          <EmptyState
            title={<FormattedMessage {...m.nothingChosen} />}
            text={
              <>
                <FormattedMessage {...m.nothingChosenText} />{' '}
                <Link className={styles.inlineLink} to={paths.cart.href()}>
                  <FormattedMessage {...m.toCart} />
                </Link>
              </>
            }
          />
        }
      >
        {(loaded) => {
          const lines = chosenOf(loaded.cart);
          return (
            <CheckoutBody
              lines={lines}
              gone={new Set(chosenIds).size - lines.length}
              address={chosenAddress(loaded.addresses, addressId)}
              linesParam={linesParam}
              reloadCart={cart.reload}
            />
          );
        }}
      </Loaded>
    </Screen>
  );
}
