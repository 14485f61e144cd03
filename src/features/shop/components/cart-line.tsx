import { Checkbox } from 'antd-mobile';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CART_MAX_QUANTITY, formatYuan } from '../../../../contract/shop/rules';
import type { CartIssue, CartLine } from '../../../../contract/shop/schemas';
import { CartIssueText, isOrderable } from '../../../components/shop/cart-lines';
import { GoodsPrice } from '../../../components/shop/goods-card';
import { QuantityStepper } from '../../../components/shop/quantity-stepper';
import { paths } from '../../../lib/paths';
import { Button } from '../../../lib/ui/button';
import hidden from '../../../lib/ui/visually-hidden.module.css';
import { shopMessages as m } from '../messages';
import styles from '../shop.module.css';

/** The issues the line's quantity can fix; with the others the stepper is of no use. */
const FIXED_BY_QUANTITY: readonly (CartIssue | null)[] = [null, 'priceChanged', 'overStock', 'overLimit'];

interface CartLineItemProps {
  line: CartLine;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  quantity: number;
  onQuantity: (quantity: number) => void;
  /** The server's reason a quantity change failed. */
  failure: string | undefined;
  onRemove: () => void;
}

/** One cart line: tick to order it, its goods and price, its issue in words, the quantity, remove. */
export function CartLineItem({
  line,
  selected,
  onSelect,
  quantity,
  onQuantity,
  failure,
  onRemove,
}: CartLineItemProps) {
  const intl = useIntl();
  const { goods } = line;
  const names = { name: goods.name, spec: line.specName };
  const free = goods.free || line.priceFen === 0;
  return (
    <article className={styles.line} aria-label={intl.formatMessage(m.lineName, names)}>
      <Checkbox
        className={styles.lineCheck}
        checked={selected}
        disabled={!isOrderable(line)}
        onChange={onSelect}
      >
        <span className={hidden.visuallyHidden}>
          <FormattedMessage {...m.selectLine} values={names} />
        </span>
      </Checkbox>
      <img
        className={styles.lineImage}
        src={goods.image}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.lineBody}>
        <Link className={styles.lineName} to={paths.goodsDetail.href({ id: goods.id })}>
          {goods.name}
        </Link>
        <span className={styles.quiet}>
          <FormattedMessage {...m.lineSpec} values={{ spec: line.specName }} />
        </span>
        <span className={styles.linePrice}>
          {line.issue === 'priceChanged' && (
            <del className={styles.oldPrice}>{formatYuan(line.addedPriceFen)}</del>
          )}
          <GoodsPrice priceFen={line.priceFen} free={free} />
        </span>
        {line.issue && (
          <p className={line.issue === 'priceChanged' ? styles.notice : styles.issue}>
            <CartIssueText line={line} />
          </p>
        )}
        <div className={styles.lineActions}>
          <QuantityStepper
            name={intl.formatMessage(m.lineName, names)}
            value={quantity}
            max={Math.min(line.stock, line.limit, CART_MAX_QUANTITY)}
            disabled={!FIXED_BY_QUANTITY.includes(line.issue)}
            onChange={onQuantity}
          />
          <Button
            className={styles.removeButton}
            fill="outline"
            color="danger"
            aria-label={intl.formatMessage(m.removeLabel, names)}
            onClick={onRemove}
          >
            <FormattedMessage {...m.remove} />
          </Button>
        </div>
        {failure && (
          <p className={styles.error} role="alert">
            <FormattedMessage {...m.quantityFailed} values={{ quantity: line.quantity, message: failure }} />
          </p>
        )}
      </div>
    </article>
  );
}
