import { Tag } from 'antd-mobile';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ProviderGoods, ProviderSpec } from '../../../../contract/shop/schemas';
import { GoodsPrice, GoodsThumb } from '../../../components/shop/goods-card';
import { paths } from '../../../lib/paths';
import card from '../../../lib/ui/list-card.module.css';
import { catalogueMessages as m } from '../messages';
import styles from '../provider-catalogue.module.css';

/** On sale or withdrawn, in words; the colour only repeats it. */
export function SaleTag({ withdrawn }: { withdrawn: boolean }) {
  return (
    <Tag className={styles.tag} color={withdrawn ? 'default' : 'success'} fill="outline">
      <FormattedMessage {...(withdrawn ? m.withdrawn : m.onSale)} />
    </Tag>
  );
}

/** A specification's price (free at 0) and its stock. */
export function SpecFigures({ spec }: { spec: ProviderSpec }) {
  return (
    <FormattedMessage
      {...m.specFigures}
      values={{ price: <GoodsPrice priceFen={spec.priceFen} />, stock: spec.stock }}
    />
  );
}

/** One item of the provider's catalogue: picture, name, on sale or not, and each specification's figures. */
export function ProviderGoodsCard({ goods, eager }: { goods: ProviderGoods; eager?: boolean }) {
  return (
    <Link className={`${card.card} ${styles.card}`} to={paths.providerGoods.href({ id: goods.id })}>
      <GoodsThumb src={goods.image} eager={eager} />
      <span className={styles.body}>
        <span className={card.head}>
          <span className={card.title}>{goods.name}</span>
          <SaleTag withdrawn={goods.withdrawn} />
        </span>
        <span className={card.meta}>{goods.categoryName}</span>
        {goods.specs.map((spec) => (
          <span key={spec.id} className={card.meta}>
            <FormattedMessage
              {...m.specLine}
              values={{ spec: spec.name, price: <GoodsPrice priceFen={spec.priceFen} />, stock: spec.stock }}
            />
          </span>
        ))}
      </span>
    </Link>
  );
}
