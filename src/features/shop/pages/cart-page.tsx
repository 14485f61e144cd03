import { Checkbox } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { Cart, CartLine } from '../../../../contract/shop/schemas';
import { useCartCount } from '../../../components/shop/cart-badge';
import { groupByProvider, isOrderable } from '../../../components/shop/cart-lines';
import { GoodsPrice } from '../../../components/shop/goods-card';
import { invalidateQueries } from '../../../lib/http/query-cache';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { Button } from '../../../lib/ui/button';
import { confirmDialog } from '../../../lib/ui/confirm-dialog';
import { Loaded } from '../../../lib/ui/loaded';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { Screen } from '../../../lib/ui/screen';
import { getCart, removeCartLines, shopKeys } from '../api';
import { CartLineItem } from '../components/cart-line';
import { NoPaymentNote, ToShopState } from '../components/shop-section';
import { useCartQuantities } from '../components/use-cart-quantities';
import { shopMessages as m } from '../messages';
import styles from '../shop.module.css';

/** `/cart`: the lines by provider, their quantities and issues, which to order, the total, and on to checkout. */
export default function CartPage() {
  const cart = useQuery(shopKeys.cart, getCart);
  const { setCartCountFrom } = useCartCount();
  // A cart known from earlier is shown at once and read again: another tab or device may have changed it.
  const known = useRef(cart.data !== undefined);
  useEffect(() => {
    if (known.current) cart.reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (cart.data) setCartCountFrom(cart.data);
  }, [cart.data, setCartCountFrom]);

  return (
    <Screen title={m.cartTitle}>
      <NoPaymentNote />
      <Loaded
        state={cart}
        skeleton="list"
        isEmpty={(loaded) => loaded.lines.length === 0}
        empty={<ToShopState title={m.cartEmpty} text={m.cartEmptyText} />}
      >
        {(loaded) => <CartLines cart={loaded} />}
      </Loaded>
    </Screen>
  );
}

function CartLines({ cart }: { cart: Cart }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { setCartCountFrom } = useCartCount();
  /** The user's own ticks; a line not ticked or unticked is selected when it has no issue. */
  const [ticks, setTicks] = useState<Record<string, boolean>>({});
  const quantities = useCartQuantities({
    onSaved: setCartCountFrom,
    onFailed: () => invalidateQueries(shopKeys.cart),
  });

  const selectable = cart.lines.filter(isOrderable);
  const isSelected = (line: CartLine) => isOrderable(line) && (ticks[line.id] ?? line.issue === null);
  const selected = cart.lines.filter(isSelected);
  const allSelected = selectable.length > 0 && selected.length === selectable.length;
  const total = selected.reduce((sum, line) => sum + line.priceFen * quantities.quantityOf(line), 0);
  const selectAll = (value: boolean) =>
    setTicks(Object.fromEntries(selectable.map((line) => [line.id, value])));

  const remove = async (line: CartLine) => {
    const names = { name: line.goods.name, spec: line.specName };
    const confirmed = await confirmDialog({
      title: intl.formatMessage(m.removeTitle),
      content: intl.formatMessage(m.removeText, names),
      confirmText: intl.formatMessage(m.remove),
      cancelText: intl.formatMessage(m.cancel),
    });
    if (!confirmed) return;
    try {
      setCartCountFrom(await removeCartLines([line.id]));
      showSuccessToast(intl.formatMessage(m.removed));
    } catch {
      // the client has shown the server's reason; the line stays
    }
  };

  const hint = quantities.saving ? m.saving : selected.length === 0 ? m.noneSelected : null;
  return (
    <>
      <div className={styles.selectAll}>
        <Checkbox
          checked={allSelected}
          indeterminate={selected.length > 0 && !allSelected}
          disabled={selectable.length === 0}
          onChange={selectAll}
        >
          <FormattedMessage {...m.selectAll} />
        </Checkbox>
      </div>
      {groupByProvider(cart.lines).map((group) => (
        <section key={group.providerId} className={styles.section} aria-label={group.name}>
          <h2 className={styles.sectionTitle}>{group.name}</h2>
          <ul className={styles.cards}>
            {group.lines.map((line) => (
              <li key={line.id}>
                <CartLineItem
                  line={line}
                  selected={isSelected(line)}
                  onSelect={(value) => setTicks((current) => ({ ...current, [line.id]: value }))}
                  quantity={quantities.quantityOf(line)}
                  onQuantity={(quantity) => quantities.change(line, quantity)}
                  failure={quantities.failureOf(line)}
                  onRemove={() => void remove(line)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div className={styles.summary}>
        <div className={styles.summaryText}>
          <span className={styles.totalLine}>
            <FormattedMessage {...m.total} values={{ total: <GoodsPrice priceFen={total} /> }} />
          </span>
          <span className={styles.quiet} role="status">
            {hint ? (
              <FormattedMessage {...hint} />
            ) : (
              <FormattedMessage {...m.selectedCount} values={{ count: selected.length }} />
            )}
          </span>
        </div>
        <Button
          color="primary"
          className={styles.checkoutButton}
          disabled={selected.length === 0 || quantities.saving}
          onClick={() => navigate(paths.checkout.href({ lines: selected.map((line) => line.id).join(',') }))}
        >
          <FormattedMessage {...m.checkout} />
        </Button>
      </div>
    </>
  );
}
