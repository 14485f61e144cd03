import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import type { GoodsCategory, GoodsSummary, Recommendation } from '../../../../contract/shop/schemas';
import { CartBadge } from '../../../components/shop/cart-badge';
import { GoodsCard } from '../../../components/shop/goods-card';
import { useQuery } from '../../../lib/http/use-query';
import { useKeepAliveNavigation } from '../../../lib/keep-alive/keep-alive-context';
import { paths } from '../../../lib/paths';
import { sessionState } from '../../../lib/session/session-state';
import { EmptyState, useHasSettled, Loaded, type LoadState } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { getBoutiqueGoods, getCategories, getRecommendations, shopKeys } from '../api';
import { SearchForm, SearchResults } from '../components/goods-search';
import { RecommendationList } from '../components/recommendations';
import { NoPaymentNote, ShopSection } from '../components/shop-section';
import { shopMessages as m } from '../messages';
import styles from '../shop.module.css';

const NOTHING_RECOMMENDED: LoadState<Recommendation[]> = {
  data: [],
  error: undefined,
  loading: false,
  reload: () => undefined,
};

/**
 * `/shop`: the compliance service market. Search, the categories, what the enterprise's open problems call
 * for (with the problem and its inspection), and the boutique picks.
 */
export default function ShopPage() {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const categories = useQuery(shopKeys.categories, getCategories);
  // Without an enterprise there are no problems to answer: nothing to ask for.
  const hasEnterprise = Boolean(useRecoilValue(sessionState).enterpriseNumber);
  const recommendations = useQuery(hasEnterprise ? shopKeys.recommendations : null, getRecommendations);
  const shownRecommendations = hasEnterprise ? recommendations : NOTHING_RECOMMENDED;
  const boutique = useQuery(shopKeys.boutique, getBoutiqueGoods);
  const recommendationsSettled = useHasSettled(shownRecommendations);
  // Opened anew (not by back), the recommendations follow the problems fixed meanwhile.
  useKeepAliveNavigation((kind) => {
    if (kind !== 'POP' && recommendations.data !== undefined) recommendations.reload();
  });
  const clearSearch = () => {
    setTyped('');
    setKeyword('');
  };

  return (
    <Screen
      title={m.shopTitle}
      back={false}
      actions={<CartBadge />}
      intro={<FormattedMessage {...m.shopIntro} />}
    >
      <NoPaymentNote />
      <SearchForm typed={typed} onType={setTyped} onSearch={setKeyword} />
      {keyword ? (
        <SearchResults key={keyword} keyword={keyword} onClear={clearSearch} />
      ) : (
        <>
          <ShopSection title={m.categoriesTitle}>
            <SectionList
              state={categories}
              empty={<EmptyState title={<FormattedMessage {...m.categoriesEmpty} />} />}
            >
              {(list) => <CategoryEntries categories={list} />}
            </SectionList>
          </ShopSection>
          <ShopSection title={m.recommendedTitle} intro={<FormattedMessage {...m.recommendedIntro} />}>
            <SectionList
              state={shownRecommendations}
              empty={
                <p className={styles.quiet}>
                  <FormattedMessage {...m.recommendedEmpty} />
                </p>
              }
            >
              {(list) => <RecommendationList recommendations={list} />}
            </SectionList>
          </ShopSection>
          {recommendationsSettled && (
            <ShopSection title={m.boutiqueTitle}>
              <SectionList
                state={boutique}
                empty={
                  <p className={styles.quiet}>
                    <FormattedMessage {...m.boutiqueEmpty} />
                  </p>
                }
              >
                {(list) => <GoodsList goods={list} />}
              </SectionList>
            </ShopSection>
          )}
        </>
      )}
    </Screen>
  );
}

/** A section's list: a skeleton one card tall while it loads (a taller one moved what follows), `empty` if none. */
function SectionList<T>({
  state,
  empty,
  children,
}: {
  state: LoadState<T[]>;
  empty: ReactNode;
  children: (list: T[]) => ReactNode;
}) {
  return (
    <Loaded
      state={state}
      skeleton="list"
      skeletonRows={1}
      isEmpty={(list) => list.length === 0}
      empty={empty}
    >
      {children}
    </Loaded>
  );
}

function CategoryEntries({ categories }: { categories: GoodsCategory[] }) {
  return (
    <ul className={styles.categoryGrid}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link className={styles.categoryEntry} to={paths.classify.href({ categoryId: category.id })}>
            <span className={styles.categoryName}>{category.name}</span>{' '}
            <span className={styles.categoryCount}>
              <FormattedMessage {...m.goodsCount} values={{ count: category.goodsCount }} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function GoodsList({ goods }: { goods: GoodsSummary[] }) {
  return (
    <ul className={styles.cards}>
      {goods.map((item) => (
        <li key={item.id}>
          <GoodsCard goods={item} />
        </li>
      ))}
    </ul>
  );
}
