import { defineMessages } from '../../lib/i18n/define-messages';

export const shopPartsMessages = defineMessages({
  cartLabel: { id: 'shopParts.cart.label', defaultMessage: '购物车，{count} 件' },
  free: { id: 'shopParts.price.free', defaultMessage: '免费' },
  outOfStock: { id: 'shopParts.goods.outOfStock', defaultMessage: '暂时缺货' },
  quantityOf: { id: 'shopParts.quantity.of', defaultMessage: '{name}的数量' },
  issuePriceChanged: {
    id: 'shopParts.issue.priceChanged',
    defaultMessage: '价格已变：加入时 {before}，现价 {now}',
  },
  issueOutOfStock: { id: 'shopParts.issue.outOfStock', defaultMessage: '已售罄，不能下单' },
  issueOverStock: {
    id: 'shopParts.issue.overStock',
    defaultMessage: '库存不足：仅剩 {stock} 件，请减少数量',
  },
  issueOverLimit: {
    id: 'shopParts.issue.overLimit',
    defaultMessage: '超过限购：每单最多 {limit} 件，请减少数量',
  },
  issueWithdrawn: { id: 'shopParts.issue.withdrawn', defaultMessage: '已下架，不能下单，请删除' },
});
