import { ShopbagOutline } from 'antd-mobile-icons';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useRecoilValue, useSetRecoilState } from 'recoil';
import { shopPartsMessages as m } from './messages';
import styles from './shop-parts.module.css';
import type { Cart } from '../../../contract/shop/schemas';
import { paths } from '../../lib/paths';
import { sessionState } from '../../lib/session/session-state';

/**
 * The cart count of the session (`goods_card_num`) and the one way to set it: from the cart a change answered
 * with, so the badge shows what the server holds after every change on any screen.
 */
export function useCartCount(): { count: number; setCartCountFrom: (cart: Pick<Cart, 'count'>) => void } {
  const count = useRecoilValue(sessionState).goods_card_num;
  const setSession = useSetRecoilState(sessionState);
  const setCartCountFrom = useCallback(
    (cart: Pick<Cart, 'count'>) =>
      setSession((current) =>
        current.goods_card_num === cart.count ? current : { ...current, goods_card_num: cart.count },
      ),
    [setSession],
  );
  return { count, setCartCountFrom };
}

/** The cart in a screen's corner: its icon with the count, a link to the cart. */
export function CartBadge() {
  const intl = useIntl();
  const { count } = useCartCount();
  return (
    <Link
      className={styles.cartLink}
      to={paths.cart.href()}
      aria-label={intl.formatMessage(m.cartLabel, { count })}
    >
      <ShopbagOutline className={styles.cartIcon} aria-hidden />
      {count > 0 && (
        <span className={styles.cartCount} aria-hidden>
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
