import { FormattedMessage, useIntl } from 'react-intl';
import { useRecoilValue } from 'recoil';
import type { ShopRequest } from '../../../../contract/shop/schemas';
import { useQuery } from '../../../lib/http/use-query';
import { useScreenParams } from '../../../lib/route-params';
import { sessionState } from '../../../lib/session/session-state';
import { DetailList, type DetailRow } from '../../../lib/ui/detail-list';
import { Loaded } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { timelineRows } from '../../../lib/ui/timeline-rows';
import { getShopRequest, shopRequestKey } from '../api';
import { ShopRequestActions } from '../components/shop-request-actions';
import { StateTag } from '../components/shop-request-parts';
import { eventLabels, useShopRequestFormats } from '../labels';
import { shopRequestMessages as m } from '../messages';
import styles from '../shop-requests.module.css';

type Formats = ReturnType<typeof useShopRequestFormats>;

/** A phone to call with one tap, named by the number it calls. */
function PhoneLink({ phone }: { phone: string }) {
  const intl = useIntl();
  return (
    <a
      className={styles.inlineLink}
      href={`tel:${phone}`}
      aria-label={intl.formatMessage(m.callPhone, { phone })}
    >
      {phone}
    </a>
  );
}

/** One service request: where it stands, what was asked, who and where, its history, and what the user may do now. */
export default function ShopRequestDetailPage() {
  const { id } = useScreenParams('shopRequestDetail');
  const { role } = useRecoilValue(sessionState);
  const formats = useShopRequestFormats();
  const detail = useQuery(shopRequestKey(id), (signal) => getShopRequest(id, signal));
  return (
    <Screen title={m.detailTitle} intro={detail.data?.requestNumber}>
      <Loaded state={detail}>
        {(loaded) => (
          <div className={styles.sections}>
            <DetailList rows={summaryRows(loaded, role === 'provider', formats)} />
            <ShopRequestActions request={loaded} />
            <DetailList header={<FormattedMessage {...m.lines} />} rows={lineRows(loaded, formats)} />
            <div className={styles.block}>
              <p className={styles.noPayment}>
                <FormattedMessage {...m.paidDirectly} />
              </p>
            </div>
            <DetailList header={<FormattedMessage {...m.timeline} />} rows={eventRows(loaded, formats)} />
          </div>
        )}
      </Loaded>
    </Screen>
  );
}

function summaryRows(r: ShopRequest, asProvider: boolean, formats: Formats): DetailRow[] {
  const reasonLabel = r.state === 'declined' ? m.declineReason : m.cancelReason;
  return [
    { key: 'state', label: m.state, value: <StateTag state={r.state} /> },
    {
      key: 'reason',
      label: reasonLabel,
      value: (r.state === 'declined' || r.state === 'cancelled') && r.reason,
      block: true,
    },
    { key: 'number', label: m.requestNumber, value: r.requestNumber },
    { key: 'provider', label: m.provider, value: r.provider.name },
    {
      key: 'providerPhone',
      label: m.providerPhone,
      value: r.provider.phone && <PhoneLink phone={r.provider.phone} />,
    },
    { key: 'enterprise', label: m.enterprise, value: asProvider && r.enterpriseName },
    { key: 'buyer', label: m.buyer, value: asProvider && r.buyerName },
    { key: 'contact', label: m.contact, value: r.contactName },
    { key: 'contactPhone', label: m.contactPhone, value: r.phone && <PhoneLink phone={r.phone} /> },
    { key: 'address', label: m.serviceAddress, value: r.address, block: true },
    {
      key: 'preferred',
      label: m.preferredTime,
      value: formats.preferred(r.preferredDate, r.preferredPeriod),
    },
    { key: 'note', label: m.noteLabel, value: r.note, block: true },
    { key: 'createdAt', label: m.createdAt, value: formats.time(r.createdAt) },
  ];
}

function lineRows(r: ShopRequest, formats: Formats): DetailRow[] {
  return [
    ...r.lines.map((line, index) => ({
      key: `${line.goodsId}-${index}`,
      label: (
        <>
          <span className={styles.stacked}>{line.goodsName}</span>
          {line.specName && <span className={`${styles.stacked} ${styles.muted}`}>{line.specName}</span>}
        </>
      ),
      value: (
        <FormattedMessage
          {...m.lineQuantity}
          values={{ price: formats.money(line.priceFen), quantity: line.quantity }}
        />
      ),
    })),
    { key: 'total', label: m.lineTotal, value: formats.money(r.totalFen) },
  ];
}

function eventRows(r: ShopRequest, formats: Formats): DetailRow[] {
  return timelineRows(
    r.timeline.map((event) => ({
      at: event.at,
      action: <FormattedMessage {...eventLabels[event.action]} />,
      actor: event.actorName,
      lines: [event.note],
    })),
    formats.time,
  );
}
