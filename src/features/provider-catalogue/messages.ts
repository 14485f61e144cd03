import { defineMessages } from '../../lib/i18n/define-messages';

export const catalogueMessages = defineMessages({
  // list
  listTitle: { id: 'providerCatalogue.list.title', defaultMessage: '我的商品与服务' },
  listIntro: {
    id: 'providerCatalogue.list.intro',
    defaultMessage: '企业在服务超市看到的就是这里的价格和库存。点开一项可修改，或下架、重新上架。',
  },
  empty: { id: 'providerCatalogue.list.empty', defaultMessage: '还没有商品或服务' },
  emptyText: {
    id: 'providerCatalogue.list.emptyText',
    defaultMessage: '商品和服务由平台上架；需要新增时请联系平台运营人员。',
  },
  onSale: { id: 'providerCatalogue.state.onSale', defaultMessage: '在售' },
  withdrawn: { id: 'providerCatalogue.state.withdrawn', defaultMessage: '已下架' },
  specLine: { id: 'providerCatalogue.list.specLine', defaultMessage: '{spec}：{price} · 库存 {stock}' },

  // one item
  goodsTitle: { id: 'providerCatalogue.goods.title', defaultMessage: '商品或服务' },
  state: { id: 'providerCatalogue.goods.state', defaultMessage: '状态' },
  category: { id: 'providerCatalogue.goods.category', defaultMessage: '分类' },
  unit: { id: 'providerCatalogue.goods.unit', defaultMessage: '单位' },
  limitPerOrder: { id: 'providerCatalogue.goods.limitPerOrder', defaultMessage: '每单限购' },
  specs: { id: 'providerCatalogue.goods.specs', defaultMessage: '规格、价格与库存' },
  specFigures: { id: 'providerCatalogue.goods.specFigures', defaultMessage: '{price} · 库存 {stock}' },
  freeServiceNote: {
    id: 'providerCatalogue.goods.freeServiceNote',
    defaultMessage: '免费服务：价格固定为 0，库存可以修改。',
  },
  withdrawnNote: {
    id: 'providerCatalogue.goods.withdrawnNote',
    defaultMessage:
      '已下架：企业在服务超市中看不到它，也不能申请；购物车里的它标为已下架。已收到的服务申请不受影响。',
  },
  withdraw: { id: 'providerCatalogue.goods.withdraw', defaultMessage: '下架' },
  relist: { id: 'providerCatalogue.goods.relist', defaultMessage: '重新上架' },
  withdrawTitle: { id: 'providerCatalogue.goods.withdrawTitle', defaultMessage: '下架商品或服务' },
  withdrawConfirm: {
    id: 'providerCatalogue.goods.withdrawConfirm',
    defaultMessage: '下架后企业将看不到“{name}”，也不能再申请；已收到的服务申请不受影响。确定下架吗？',
  },
  relistTitle: { id: 'providerCatalogue.goods.relistTitle', defaultMessage: '重新上架' },
  relistConfirm: {
    id: 'providerCatalogue.goods.relistConfirm',
    defaultMessage: '重新上架后企业可以再次看到并申请“{name}”。确定重新上架吗？',
  },
  keep: { id: 'providerCatalogue.goods.keep', defaultMessage: '取消' },
  doneWithdraw: { id: 'providerCatalogue.goods.doneWithdraw', defaultMessage: '已下架“{name}”' },
  doneRelist: { id: 'providerCatalogue.goods.doneRelist', defaultMessage: '已重新上架“{name}”' },

  // changing a specification
  editTitle: { id: 'providerCatalogue.edit.title', defaultMessage: '修改价格和库存' },
  editIntro: { id: 'providerCatalogue.edit.intro', defaultMessage: '{goods} · {spec}' },
  currentPrice: { id: 'providerCatalogue.edit.currentPrice', defaultMessage: '现价' },
  currentStock: { id: 'providerCatalogue.edit.currentStock', defaultMessage: '现有库存' },
  price: { id: 'providerCatalogue.edit.price', defaultMessage: '价格（元）' },
  priceHint: {
    id: 'providerCatalogue.edit.priceHint',
    defaultMessage: '改价后，购物车里已有它的企业会看到价格变化，确认新价格后才能提交申请。',
  },
  stock: { id: 'providerCatalogue.edit.stock', defaultMessage: '库存' },
  stockHint: {
    id: 'providerCatalogue.edit.stockHint',
    defaultMessage: '企业提交服务申请时扣减，申请被取消或婉拒时退回。',
  },
  priceRequired: { id: 'providerCatalogue.edit.priceRequired', defaultMessage: '请输入价格' },
  priceInvalid: {
    id: 'providerCatalogue.edit.priceInvalid',
    defaultMessage: '请输入 0 至 1000000 元之间、最多两位小数的金额',
  },
  stockRequired: { id: 'providerCatalogue.edit.stockRequired', defaultMessage: '请输入库存' },
  stockInvalid: {
    id: 'providerCatalogue.edit.stockInvalid',
    defaultMessage: '请输入 0 至 999999 之间的整数',
  },
  save: { id: 'providerCatalogue.edit.save', defaultMessage: '保存' },
  saved: { id: 'providerCatalogue.edit.saved', defaultMessage: '已保存' },
  saveFailed: { id: 'providerCatalogue.edit.saveFailed', defaultMessage: '未能保存：{message}' },
  saveFailedKept: {
    id: 'providerCatalogue.edit.saveFailedKept',
    defaultMessage: '您填写的内容已保留；最新的价格和库存已重新读取并显示在上方，请核对后再保存。',
  },
  nothingChanged: {
    id: 'providerCatalogue.edit.nothingChanged',
    defaultMessage: '价格和库存都未修改，请改动后再保存',
  },
  specNotFound: { id: 'providerCatalogue.edit.specNotFound', defaultMessage: '未找到该规格' },
  specNotFoundText: {
    id: 'providerCatalogue.edit.specNotFoundText',
    defaultMessage: '这个商品或服务下没有这个规格。',
  },
  backToGoods: { id: 'providerCatalogue.edit.backToGoods', defaultMessage: '查看该商品或服务' },
});
