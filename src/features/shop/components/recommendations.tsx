import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Recommendation } from '../../../../contract/shop/schemas';
import { GoodsCard } from '../../../components/shop/goods-card';
import { paths } from '../../../lib/paths';
import { shopMessages as m } from '../messages';
import styles from '../shop.module.css';

/** Goods that fix one of the enterprise's open problems, each with the problem it answers and its inspection. */
export function RecommendationList({ recommendations }: { recommendations: Recommendation[] }) {
  return (
    <ul className={styles.cards}>
      {recommendations.map(({ goods, reason }, index) => (
        <li key={`${goods.id}-${reason.registrationId}`} className={styles.recommendation}>
          <GoodsCard goods={goods} eager={index < 2} />
          <p className={styles.reason}>
            <FormattedMessage
              {...m.reason}
              values={{ date: reason.foundOn, department: reason.departmentName, problem: reason.problem }}
            />
          </p>
          <Link
            className={styles.reasonLink}
            to={paths.registrationDetail.href({ id: reason.registrationId })}
          >
            <FormattedMessage {...m.seeRegistration} values={{ number: reason.registrationNumber }} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
