import { FormattedMessage } from 'react-intl';
import type { GoodsCategory } from '../../../../contract/shop/schemas';
import { GoodsCard } from '../../../components/shop/goods-card';
import { useCursorList } from '../../../lib/http/use-cursor-list';
import { CursorList } from '../../../lib/ui/cursor-list';
import { EmptyState } from '../../../lib/ui/loaded';
import { listGoodsPage, shopKeys } from '../api';
import { shopMessages as m } from '../messages';
import styles from '../shop.module.css';

/** The goods of one category, page by page; kept mounted while hidden so its pages and place stay. */
export function CategoryGoods({ category, hidden }: { category: GoodsCategory; hidden: boolean }) {
  const filter = { categoryId: category.id };
  const list = useCursorList((cursor, signal) => listGoodsPage(filter, cursor, signal), [category.id], {
    key: shopKeys.goodsList(filter),
  });
  return (
    <section className={styles.categoryGoods} hidden={hidden} aria-label={category.name}>
      <h2 className={styles.sectionTitle}>{category.name}</h2>
      <CursorList
        list={list}
        itemKey={(goods) => goods.id}
        empty={<EmptyState title={<FormattedMessage {...m.categoryEmpty} />} />}
        renderItem={(goods) => <GoodsCard goods={goods} />}
      />
    </section>
  );
}
