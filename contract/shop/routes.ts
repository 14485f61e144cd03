import type { ApiRoute } from '../route';

/** SPEC.md's paths for the catalogue, cart and addresses; `/app/shop/*` for what SPEC.md does not show. */
export const shopRoutes = {
  getGoodsNum: { method: 'GET', path: '/getGoodsNum', access: 'session' },
  getClassify: { method: 'GET', path: '/getClassify', access: 'enterprise' },
  classifyGoods: { method: 'POST', path: '/classifyGoods', access: 'enterprise' },
  getGoodsdetal: { method: 'POST', path: '/getGoodsdetal', access: 'enterprise' },
  boutiqueGoods: { method: 'GET', path: '/boutiqueGoods', access: 'enterprise' },
  recommendGoods: { method: 'GET', path: '/recommendGoods', access: 'enterprise' },
  getCard: { method: 'GET', path: '/getCard', access: 'enterprise' },
  changeGoods: { method: 'POST', path: '/changeGoods', access: 'enterprise' },
  delCard: { method: 'POST', path: '/delCard', access: 'enterprise' },
  getAddersslist: { method: 'GET', path: '/getAddersslist', access: 'enterprise' },
  getAddressedit: { method: 'POST', path: '/getAddressedit', access: 'enterprise' },
  deleteAddress: { method: 'POST', path: '/app/address/delete', access: 'enterprise' },
  checkout: { method: 'POST', path: '/app/shop/checkout', access: 'enterprise' },
  listShopRequests: { method: 'GET', path: '/app/shop/requests', access: 'shop' },
  getShopRequest: { method: 'GET', path: '/app/shop/request', access: 'shop' },
  cancelShopRequest: { method: 'POST', path: '/app/shop/request/cancel', access: 'enterprise' },
  confirmShopRequest: { method: 'POST', path: '/app/shop/request/confirm', access: 'provider' },
  completeShopRequest: { method: 'POST', path: '/app/shop/request/complete', access: 'provider' },
  declineShopRequest: { method: 'POST', path: '/app/shop/request/decline', access: 'provider' },
  listProviderGoods: { method: 'GET', path: '/app/shop/provider/goods', access: 'provider' },
  getProviderGoods: { method: 'GET', path: '/app/shop/provider/goods/detail', access: 'provider' },
  updateGoodsSpec: { method: 'POST', path: '/app/shop/provider/spec', access: 'provider' },
  withdrawGoods: { method: 'POST', path: '/app/shop/provider/goods/withdraw', access: 'provider' },
  relistGoods: { method: 'POST', path: '/app/shop/provider/goods/relist', access: 'provider' },
} as const satisfies Record<string, ApiRoute>;
