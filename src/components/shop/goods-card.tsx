import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { shopPartsMessages as m } from './messages';
import styles from './shop-parts.module.css';
import { formatYuan } from '../../../contract/shop/rules';
import type { GoodsSummary } from '../../../contract/shop/schemas';
import { paths } from '../../lib/paths';

/** A price in yuan, or "free" for a free service. */
export function GoodsPrice({ priceFen, free = priceFen === 0 }: { priceFen: number; free?: boolean }) {
  return (
    <span className={styles.price}>{free ? <FormattedMessage {...m.free} /> : formatYuan(priceFen)}</span>
  );
}

/** The size list images are drawn at: set on the element so the list does not jump as they arrive. */
export const GOODS_THUMB_PX = 72;

/** A goods item's picture at list size; loaded lazily unless `eager` (the first ones on a screen). */
export function GoodsThumb({ src, eager = false }: { src: string; eager?: boolean }) {
  return (
    <img
      className={styles.thumb}
      src={src}
      alt=""
      width={GOODS_THUMB_PX}
      height={GOODS_THUMB_PX}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

/**
 * One goods item in a list (catalogue, category, search, recommendation): image, name, provider, price; the
 * card is the link to its detail. Images load lazily unless `eager` (the first ones on a screen).
 */
export function GoodsCard({ goods, eager = false }: { goods: GoodsSummary; eager?: boolean }) {
  return (
    <Link className={styles.card} to={paths.goodsDetail.href({ id: goods.id })}>
      <GoodsThumb src={goods.image} eager={eager} />
      <span className={styles.body}>
        <span className={styles.name}>{goods.name}</span>
        <span className={styles.provider}>{goods.providerName}</span>
        <span className={styles.priceRow}>
          <GoodsPrice priceFen={goods.priceFen} free={goods.free} />
          {!goods.available && (
            <span className={styles.soldOut}>
              <FormattedMessage {...m.outOfStock} />
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}
