import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CART_MAX_QUANTITY } from '../../../../contract/shop/rules';
import type { GoodsDetail, GoodsSpec } from '../../../../contract/shop/schemas';
import { CartBadge, useCartCount } from '../../../components/shop/cart-badge';
import { GoodsPrice } from '../../../components/shop/goods-card';
import { QuantityStepper } from '../../../components/shop/quantity-stepper';
import { errorKind } from '../../../lib/http/error-kind';
import { useQuery } from '../../../lib/http/use-query';
import { useScreenParams } from '../../../lib/route-params';
import { Button } from '../../../lib/ui/button';
import { Loaded } from '../../../lib/ui/loaded';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { Screen } from '../../../lib/ui/screen';
import { changeCartLine, getGoods, shopKeys } from '../api';
import { GoodsImages } from '../components/goods-images';
import { ShopSection, ToShopState } from '../components/shop-section';
import { SpecChoice } from '../components/spec-choice';
import { shopMessages as m } from '../messages';
import styles from '../shop.module.css';

/** `/goodsDetail?id=`: pictures, price, provider, specification and quantity, and adding to the cart. */
export default function GoodsDetailPage() {
  const { id } = useScreenParams('goodsDetail');
  const detail = useQuery(shopKeys.goods(id), (signal) => getGoods(id, signal));
  const withdrawn = detail.data === undefined && detail.error && errorKind(detail.error) === 'missing';
  return (
    <Screen title={m.detailTitle} actions={<CartBadge />}>
      {withdrawn ? (
        <ToShopState title={m.unavailableTitle} text={m.unavailableText} />
      ) : (
        <Loaded state={detail}>{(goods) => <GoodsView key={goods.id} goods={goods} />}</Loaded>
      )}
    </Screen>
  );
}

function GoodsView({ goods }: { goods: GoodsDetail }) {
  const intl = useIntl();
  const { setCartCountFrom } = useCartCount();
  const [specId, setSpecId] = useState(() => goods.specs.find((spec) => spec.stock > 0)?.id);
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const spec = goods.specs.find((item) => item.id === specId);
  const maxOf = (chosen: GoodsSpec) => Math.min(chosen.stock, goods.limitPerOrder, CART_MAX_QUANTITY);
  const max = spec ? maxOf(spec) : 1;
  const free = goods.free || spec?.priceFen === 0;
  const images = goods.images.length > 0 ? goods.images : [goods.image];

  const chooseSpec = (next: string) => {
    setSpecId(next);
    const chosen = goods.specs.find((item) => item.id === next);
    if (chosen) setQuantity((current) => Math.max(1, Math.min(current, maxOf(chosen))));
  };
  const add = async () => {
    if (!spec) return;
    setAdding(true);
    setFailure(null);
    try {
      const cart = await changeCartLine({ goodsId: goods.id, specId: spec.id, mode: 'add', quantity });
      setCartCountFrom(cart);
      showSuccessToast(intl.formatMessage(m.added));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className={styles.detail}>
      <GoodsImages name={goods.name} images={images} />
      <div className={styles.detailHead}>
        <h2 className={styles.goodsName}>{goods.name}</h2>
        <p className={styles.detailPrice}>
          {free ? (
            <GoodsPrice priceFen={0} free />
          ) : (
            <FormattedMessage
              {...m.pricePerUnit}
              values={{ price: <GoodsPrice priceFen={spec?.priceFen ?? goods.priceFen} />, unit: goods.unit }}
            />
          )}
        </p>
      </div>
      <ShopSection title={m.provider}>
        <div className={styles.panel}>
          <p className={styles.providerName}>{goods.provider.name}</p>
          <p className={styles.quiet}>
            <FormattedMessage {...(goods.provider.kind === 'office' ? m.providerOffice : m.providerListed)} />
          </p>
          {goods.provider.phone && (
            <p className={styles.quiet}>
              <FormattedMessage
                {...m.providerPhone}
                values={{ phone: <a href={`tel:${goods.provider.phone}`}>{goods.provider.phone}</a> }}
              />
            </p>
          )}
        </div>
      </ShopSection>
      <ShopSection title={m.spec}>
        <SpecChoice specs={goods.specs} free={goods.free} value={specId} onChange={chooseSpec} />
        {!spec && (
          <p className={styles.warning} role="status">
            <FormattedMessage {...m.noSpecAvailable} />
          </p>
        )}
      </ShopSection>
      {spec && (
        <ShopSection title={m.quantity}>
          <div className={styles.quantityRow}>
            <QuantityStepper name={goods.name} value={quantity} max={max} onChange={setQuantity} />
            <span className={styles.quiet}>
              <FormattedMessage {...m.quantityMax} values={{ max }} />
            </span>
          </div>
        </ShopSection>
      )}
      <div className={styles.addRow}>
        <Button block color="primary" disabled={!spec} loading={adding} onClick={() => void add()}>
          <FormattedMessage {...m.addToCart} />
        </Button>
        {failure && (
          <p className={styles.error} role="alert">
            <FormattedMessage {...m.addFailed} values={{ message: failure }} />
          </p>
        )}
      </div>
      <ShopSection title={m.description}>
        <p className={styles.description}>{goods.description}</p>
        <p className={styles.quiet}>
          <FormattedMessage {...m.unit} values={{ unit: goods.unit }} />
        </p>
      </ShopSection>
    </div>
  );
}
