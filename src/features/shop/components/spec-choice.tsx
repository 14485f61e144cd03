import { Radio, Space } from 'antd-mobile';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GoodsSpec } from '../../../../contract/shop/schemas';
import { GoodsPrice } from '../../../components/shop/goods-card';
import { shopMessages as m } from '../messages';
import styles from '../shop.module.css';

/** One specification to buy; those out of stock are shown, not offered, with the reason in words. */
export function SpecChoice({
  specs,
  free,
  value,
  onChange,
}: {
  specs: GoodsSpec[];
  free: boolean;
  value: string | undefined;
  onChange: (specId: string) => void;
}) {
  const intl = useIntl();
  return (
    <Radio.Group value={value ?? null} onChange={(next) => onChange(String(next))}>
      <div role="radiogroup" aria-label={intl.formatMessage(m.spec)} className={styles.specs}>
        <Space direction="vertical" block>
          {specs.map((spec) => {
            const outOfStock = spec.stock <= 0;
            return (
              <Radio key={spec.id} value={spec.id} disabled={outOfStock} className={styles.spec}>
                <span className={styles.specName}>{spec.name}</span>
                <span className={styles.specMeta}>
                  <GoodsPrice priceFen={spec.priceFen} free={free || spec.priceFen === 0} />
                  {' · '}
                  {outOfStock ? (
                    <FormattedMessage {...m.specOutOfStock} />
                  ) : (
                    <FormattedMessage {...m.specStock} values={{ stock: spec.stock }} />
                  )}
                </span>
              </Radio>
            );
          })}
        </Space>
      </div>
    </Radio.Group>
  );
}
