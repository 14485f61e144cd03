import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GoodsCategory } from '../../../../contract/shop/schemas';
import { CartBadge } from '../../../components/shop/cart-badge';
import { useQuery } from '../../../lib/http/use-query';
import { useKeepAliveNavigation } from '../../../lib/keep-alive/keep-alive-context';
import { useScreenParams } from '../../../lib/route-params';
import { EmptyState, Loaded } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { getCategories, shopKeys } from '../api';
import { CategoryGoods } from '../components/category-goods';
import { shopMessages as m } from '../messages';
import styles from '../shop.module.css';

/** `/classify`: categories on the left, the chosen one's goods on the right (`categoryId` picks the first shown). */
export default function ClassifyPage() {
  const { categoryId } = useScreenParams('classify');
  const [chosen, setChosen] = useState(categoryId);
  const categories = useQuery(shopKeys.categories, getCategories);
  // Kept alive: a new visit from a category entry shows that category; coming back keeps the user's own choice.
  useKeepAliveNavigation((kind) => {
    if (kind !== 'POP' && categoryId) setChosen(categoryId);
  });
  return (
    <Screen title={m.classifyTitle} actions={<CartBadge />}>
      <Loaded
        state={categories}
        skeleton="list"
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={<FormattedMessage {...m.categoriesEmpty} />} />}
      >
        {(list) => <CategoryBrowser categories={list} chosen={chosen} onChoose={setChosen} />}
      </Loaded>
    </Screen>
  );
}

/** The nearest scrolling ancestor: the screen's frame in the app, the document elsewhere. */
function scrollerOf(element: HTMLElement | null): HTMLElement {
  for (let node = element?.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return (document.scrollingElement as HTMLElement | null) ?? document.documentElement;
}

function CategoryBrowser({
  categories,
  chosen,
  onChoose,
}: {
  categories: GoodsCategory[];
  chosen: string | undefined;
  onChoose: (id: string) => void;
}) {
  const intl = useIntl();
  const current = categories.find((category) => category.id === chosen) ?? categories[0]!;
  // Every category opened stays mounted (hidden): its pages stay loaded, so its place can be given back.
  const [opened, setOpened] = useState<string[]>([current.id]);
  if (!opened.includes(current.id)) setOpened([...opened, current.id]);
  const root = useRef<HTMLDivElement>(null);
  const places = useRef(new Map<string, number>());
  const currentId = useRef(current.id);
  currentId.current = current.id;

  useEffect(() => {
    const scroller = scrollerOf(root.current);
    const target: HTMLElement | Document = scroller === document.scrollingElement ? document : scroller;
    const remember = () => places.current.set(currentId.current, scroller.scrollTop);
    target.addEventListener('scroll', remember, { passive: true });
    return () => target.removeEventListener('scroll', remember);
  }, []);

  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    scrollerOf(root.current).scrollTop = places.current.get(current.id) ?? 0;
  }, [current.id]);

  return (
    <div ref={root} className={styles.browser}>
      <nav className={styles.categoryNav} aria-label={intl.formatMessage(m.categoryNav)}>
        <ul>
          {categories.map((category) => {
            const selected = category.id === current.id;
            return (
              <li key={category.id}>
                <button
                  type="button"
                  className={selected ? `${styles.categoryButton} ${styles.selected}` : styles.categoryButton}
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => {
                    places.current.set(current.id, scrollerOf(root.current).scrollTop);
                    onChoose(category.id);
                  }}
                >
                  {category.name}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={styles.categoryPane}>
        {opened.map((id) => {
          const category = categories.find((item) => item.id === id);
          return category ? <CategoryGoods key={id} category={category} hidden={id !== current.id} /> : null;
        })}
      </div>
    </div>
  );
}
