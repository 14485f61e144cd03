import { Tag } from 'antd-mobile';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ShopRequestState } from '../../../../contract/shop/rules';
import type { ShopRequestSummary } from '../../../../contract/shop/schemas';
import { paths } from '../../../lib/paths';
import card from '../../../lib/ui/list-card.module.css';
import { periodLabels, stateColors, stateLabels, useShopRequestFormats } from '../labels';
import { shopRequestMessages as m } from '../messages';
import styles from '../shop-requests.module.css';

/** The state in words; the colour only repeats it. */
export function StateTag({ state }: { state: ShopRequestState }) {
  return (
    <Tag className={styles.tag} color={stateColors[state]} fill="outline">
      <FormattedMessage {...stateLabels[state]} />
    </Tag>
  );
}

/** Who is on the other side: the provider for the buyer, the buyer (and their enterprise) for the provider. */
export function Counterpart({ request, side }: { request: ShopRequestSummary; side: 'buyer' | 'provider' }) {
  if (side === 'buyer')
    return <FormattedMessage {...m.toProvider} values={{ provider: request.providerName }} />;
  return request.enterpriseName ? (
    <FormattedMessage
      {...m.fromBuyerOfEnterprise}
      values={{ enterprise: request.enterpriseName, buyer: request.buyerName }}
    />
  ) : (
    <FormattedMessage {...m.fromBuyer} values={{ buyer: request.buyerName }} />
  );
}

/** One request in a list: what, with whom, for how much, when, and where it stands. */
export function ShopRequestCard({
  request,
  side,
}: {
  request: ShopRequestSummary;
  side: 'buyer' | 'provider';
}) {
  const formats = useShopRequestFormats();
  return (
    <Link className={card.card} to={paths.shopRequestDetail.href({ id: request.id })}>
      <span className={card.head}>
        <span className={card.title}>
          {request.lineCount > 1 ? (
            <FormattedMessage
              {...m.goodsAndCount}
              values={{ name: request.firstGoodsName, count: request.lineCount }}
            />
          ) : (
            request.firstGoodsName
          )}
        </span>
        <StateTag state={request.state} />
      </span>
      <span className={card.meta}>
        <Counterpart request={request} side={side} />
      </span>
      <span className={card.meta}>
        <FormattedMessage {...m.totalOf} values={{ total: formats.money(request.totalFen) }} />
        {' · '}
        <FormattedMessage
          {...m.preferredOn}
          values={{
            day: formats.day(request.preferredDate),
            period: <FormattedMessage {...periodLabels[request.preferredPeriod]} />,
          }}
        />
      </span>
      <span className={card.meta}>{request.requestNumber}</span>
    </Link>
  );
}
