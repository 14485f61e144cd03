import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { SHOP_REQUEST_STATES, type ShopRequestState } from '../../../../contract/shop/rules';
import { useCursorList } from '../../../lib/http/use-cursor-list';
import { useKeepAliveNavigation } from '../../../lib/keep-alive/keep-alive-context';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { sessionState } from '../../../lib/session/session-state';
import { Button } from '../../../lib/ui/button';
import { CursorList } from '../../../lib/ui/cursor-list';
import { ListTabs } from '../../../lib/ui/list-tabs';
import { EmptyState } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { listShopRequestPage, shopRequestListKey } from '../api';
import { ShopRequestCard } from '../components/shop-request-parts';
import { stateLabels } from '../labels';
import { shopRequestMessages as m } from '../messages';
import styles from '../shop-requests.module.css';

type StateFilter = 'all' | ShopRequestState;
const FILTERS: StateFilter[] = ['all', ...SHOP_REQUEST_STATES];

const filterOf = (text: string | undefined): StateFilter =>
  SHOP_REQUEST_STATES.find((state) => state === text) ?? 'all';

/** The buyer's requests, or those a provider received, by state (in the address, so a link can open one filter). */
export default function ShopRequestListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { role } = useRecoilValue(sessionState);
  const side = role === 'provider' ? 'provider' : 'buyer';
  const state = filterOf(useScreenParams('shopRequestList').state);
  const list = useCursorList(
    (cursor, signal) => listShopRequestPage(state === 'all' ? undefined : state, cursor, signal),
    [state],
    { key: [...shopRequestListKey, state] },
  );
  // Opened anew (not by back, nor by its own filter) it shows what the other side changed meanwhile; a first
  // load under way already does.
  useKeepAliveNavigation((kind) => {
    if (kind === 'PUSH' && !list.initialLoading) void list.refresh();
  });
  const empty =
    state !== 'all' ? (
      <EmptyState
        title={
          <FormattedMessage {...m.emptyState} values={{ state: intl.formatMessage(stateLabels[state]) }} />
        }
      />
    ) : side === 'provider' ? (
      <EmptyState title={<FormattedMessage {...m.emptyProvider} />} />
    ) : (
      <EmptyState
        title={<FormattedMessage {...m.emptyBuyer} />}
        text={
          <>
            <FormattedMessage {...m.emptyBuyerText} />{' '}
            <Link className={styles.inlineLink} to={paths.shop.href()}>
              <FormattedMessage {...m.toShop} />
            </Link>
          </>
        }
      />
    );
  return (
    <Screen
      title={side === 'provider' ? m.listTitleProvider : m.listTitleBuyer}
      back={side === 'buyer'}
      actions={
        side === 'provider' && (
          <Button
            className={styles.headerButton}
            color="primary"
            fill="outline"
            size="small"
            onClick={() => navigate(paths.providerCatalogue.href())}
          >
            <FormattedMessage {...m.toCatalogue} />
          </Button>
        )
      }
    >
      <nav aria-label={intl.formatMessage(m.stateFilter)}>
        <ListTabs
          activeKey={state}
          onChange={(key) =>
            navigate(paths.shopRequestList.href({ state: key === 'all' ? undefined : key }), {
              replace: true,
            })
          }
        >
          {FILTERS.map((filter) => (
            <ListTabs.Tab
              key={filter}
              title={intl.formatMessage(filter === 'all' ? m.stateAll : stateLabels[filter])}
            />
          ))}
        </ListTabs>
      </nav>
      <div className={styles.list}>
        <CursorList
          list={list}
          itemKey={(request) => request.id}
          empty={empty}
          renderItem={(request) => <ShopRequestCard request={request} side={side} />}
        />
      </div>
    </Screen>
  );
}
