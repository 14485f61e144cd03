export default {
  'shopParts.cart.label': 'Cart, {count, plural, one {# item} other {# items}}',
  'shopParts.price.free': 'Free',
  'shopParts.goods.outOfStock': 'Out of stock',
  'shopParts.quantity.of': 'Quantity of {name}',
  'shopParts.issue.priceChanged': 'Price changed: {before} when added, now {now}',
  'shopParts.issue.outOfStock': 'Sold out: it cannot be ordered',
  'shopParts.issue.overStock': 'Not enough in stock: only {stock} left, reduce the quantity',
  'shopParts.issue.overLimit': 'Over the limit: at most {limit} per order, reduce the quantity',
  'shopParts.issue.withdrawn': 'Withdrawn: it cannot be ordered, remove it',
};
