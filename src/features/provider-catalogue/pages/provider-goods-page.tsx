import { List } from 'antd-mobile';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProviderGoods } from '../../../../contract/shop/schemas';
import { GoodsThumb } from '../../../components/shop/goods-card';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { Button } from '../../../lib/ui/button';
import { confirmDialog } from '../../../lib/ui/confirm-dialog';
import { DetailList } from '../../../lib/ui/detail-list';
import { LinkListItem } from '../../../lib/ui/list-actions';
import { Loaded } from '../../../lib/ui/loaded';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { Screen } from '../../../lib/ui/screen';
import { getProviderGoods, providerGoodsKey, relistGoods, withdrawGoods } from '../api';
import { SaleTag, SpecFigures } from '../components/goods-parts';
import { catalogueMessages as m } from '../messages';
import styles from '../provider-catalogue.module.css';

/** One item of the provider's catalogue: where it stands, its specifications to change, and its sale. */
export default function ProviderGoodsPage() {
  const { id } = useScreenParams('providerGoods');
  const goods = useQuery(providerGoodsKey(id), (signal) => getProviderGoods(id, signal));
  return (
    <Screen
      title={m.goodsTitle}
      intro={goods.data?.name}
      footer={goods.data && <SaleAction goods={goods.data} />}
    >
      <Loaded state={goods}>
        {(loaded) => (
          <div className={styles.sections}>
            <div className={styles.head}>
              <GoodsThumb src={loaded.image} eager />
              <h2 className={styles.name}>{loaded.name}</h2>
            </div>
            <DetailList
              rows={[
                { key: 'state', label: m.state, value: <SaleTag withdrawn={loaded.withdrawn} /> },
                { key: 'category', label: m.category, value: loaded.categoryName },
                { key: 'unit', label: m.unit, value: loaded.unit },
                { key: 'limit', label: m.limitPerOrder, value: String(loaded.limitPerOrder) },
              ]}
            />
            {loaded.withdrawn && (
              <p className={styles.note}>
                <FormattedMessage {...m.withdrawnNote} />
              </p>
            )}
            <List header={<FormattedMessage {...m.specs} />}>
              {loaded.specs.map((spec) => (
                <LinkListItem
                  key={spec.id}
                  to={paths.providerSpecEdit.href({ goodsId: loaded.id, specId: spec.id })}
                >
                  <span className={styles.specName}>{spec.name}</span>
                  <span className={styles.figures}>
                    <SpecFigures spec={spec} />
                  </span>
                </LinkListItem>
              ))}
            </List>
            {loaded.freeService && (
              <p className={styles.note}>
                <FormattedMessage {...m.freeServiceNote} />
              </p>
            )}
          </div>
        )}
      </Loaded>
    </Screen>
  );
}

/** Withdraw from sale, or put back: asked first, since enterprises see the change at once. */
function SaleAction({ goods }: { goods: ProviderGoods }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const texts = goods.withdrawn
    ? { title: m.relistTitle, confirm: m.relistConfirm, yes: m.relist, done: m.doneRelist, send: relistGoods }
    : {
        title: m.withdrawTitle,
        confirm: m.withdrawConfirm,
        yes: m.withdraw,
        done: m.doneWithdraw,
        send: withdrawGoods,
      };
  const act = async () => {
    const confirmed = await confirmDialog({
      title: intl.formatMessage(texts.title),
      content: intl.formatMessage(texts.confirm, { name: goods.name }),
      confirmText: intl.formatMessage(texts.yes),
      cancelText: intl.formatMessage(m.keep),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await texts.send(goods.id);
      showSuccessToast(intl.formatMessage(texts.done, { name: goods.name }));
    } catch {
      // the client has said why; the item shows as it is now
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      block
      color={goods.withdrawn ? 'primary' : 'danger'}
      fill="outline"
      loading={busy}
      disabled={busy}
      onClick={() => void act()}
    >
      <FormattedMessage {...texts.yes} />
    </Button>
  );
}
