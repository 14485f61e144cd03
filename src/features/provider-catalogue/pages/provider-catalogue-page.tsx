import { FormattedMessage } from 'react-intl';
import { useCursorList } from '../../../lib/http/use-cursor-list';
import { useKeepAliveNavigation } from '../../../lib/keep-alive/keep-alive-context';
import { CursorList } from '../../../lib/ui/cursor-list';
import { EmptyState } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { catalogueListKey, listProviderGoodsPage } from '../api';
import { ProviderGoodsCard } from '../components/goods-parts';
import { catalogueMessages as m } from '../messages';

/** The provider's own goods and services, withdrawn ones too, with each specification's price and stock. */
export default function ProviderCataloguePage() {
  const list = useCursorList((cursor, signal) => listProviderGoodsPage(cursor, signal), [], {
    key: catalogueListKey,
  });
  // Opened anew it shows what orders took from stock meanwhile; a first load under way already does.
  useKeepAliveNavigation((kind) => {
    if (kind === 'PUSH' && !list.initialLoading) void list.refresh();
  });
  return (
    <Screen title={m.listTitle} intro={<FormattedMessage {...m.listIntro} />}>
      <CursorList
        list={list}
        itemKey={(goods) => goods.id}
        empty={
          <EmptyState
            title={<FormattedMessage {...m.empty} />}
            text={<FormattedMessage {...m.emptyText} />}
          />
        }
        renderItem={(goods) => <ProviderGoodsCard goods={goods} eager={list.items.indexOf(goods) < 4} />}
      />
    </Screen>
  );
}
