export default {
  'providerCatalogue.list.title': 'My catalogue',
  'providerCatalogue.list.intro':
    'The prices and stock enterprises see in the shop. Open an item to change them, or to withdraw it from sale or put it back.',
  'providerCatalogue.list.empty': 'No goods or services yet',
  'providerCatalogue.list.emptyText':
    'Goods and services are listed by the platform; ask its operators to add one.',
  'providerCatalogue.state.onSale': 'On sale',
  'providerCatalogue.state.withdrawn': 'Withdrawn',
  'providerCatalogue.list.specLine': '{spec}: {price} · {stock} in stock',

  'providerCatalogue.goods.title': 'Goods or service',
  'providerCatalogue.goods.state': 'State',
  'providerCatalogue.goods.category': 'Category',
  'providerCatalogue.goods.unit': 'Unit',
  'providerCatalogue.goods.limitPerOrder': 'Most per order',
  'providerCatalogue.goods.specs': 'Specifications, prices and stock',
  'providerCatalogue.goods.specFigures': '{price} · {stock} in stock',
  'providerCatalogue.goods.freeServiceNote': 'A free service: its price stays 0; its stock can change.',
  'providerCatalogue.goods.withdrawnNote':
    'Withdrawn: enterprises do not see it in the shop and cannot request it; carts holding it show it withdrawn. Requests already received are not affected.',
  'providerCatalogue.goods.withdraw': 'Withdraw from sale',
  'providerCatalogue.goods.relist': 'Put back on sale',
  'providerCatalogue.goods.withdrawTitle': 'Withdraw from sale',
  'providerCatalogue.goods.withdrawConfirm':
    'Enterprises will no longer see or request “{name}”; requests already received are not affected. Withdraw it?',
  'providerCatalogue.goods.relistTitle': 'Put back on sale',
  'providerCatalogue.goods.relistConfirm':
    'Enterprises will see and can request “{name}” again. Put it back on sale?',
  'providerCatalogue.goods.keep': 'Cancel',
  'providerCatalogue.goods.doneWithdraw': 'Withdrew “{name}” from sale',
  'providerCatalogue.goods.doneRelist': 'Put “{name}” back on sale',

  'providerCatalogue.edit.title': 'Change price and stock',
  'providerCatalogue.edit.intro': '{goods} · {spec}',
  'providerCatalogue.edit.currentPrice': 'Price now',
  'providerCatalogue.edit.currentStock': 'Stock now',
  'providerCatalogue.edit.price': 'Price (yuan)',
  'providerCatalogue.edit.priceHint':
    'Enterprises with it in their cart will see the change and must accept the new price before they send a request.',
  'providerCatalogue.edit.stock': 'Stock',
  'providerCatalogue.edit.stockHint':
    'Taken when an enterprise sends a request, given back when the request is cancelled or declined.',
  'providerCatalogue.edit.priceRequired': 'Enter the price',
  'providerCatalogue.edit.priceInvalid': 'Enter an amount from 0 to 1000000 yuan with at most two decimals',
  'providerCatalogue.edit.stockRequired': 'Enter the stock',
  'providerCatalogue.edit.stockInvalid': 'Enter a whole number from 0 to 999999',
  'providerCatalogue.edit.save': 'Save',
  'providerCatalogue.edit.saved': 'Saved',
  'providerCatalogue.edit.saveFailed': 'Not saved: {message}',
  'providerCatalogue.edit.saveFailedKept':
    'What you typed is kept. The latest price and stock have been read again and are shown above: check them and save again.',
  'providerCatalogue.edit.nothingChanged':
    'Neither the price nor the stock has changed; change one, then save',
  'providerCatalogue.edit.specNotFound': 'No such specification',
  'providerCatalogue.edit.specNotFoundText': 'This goods item or service has no such specification.',
  'providerCatalogue.edit.backToGoods': 'See the item',
};
