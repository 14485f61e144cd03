import type { Locale } from '../../../contract/locales';
import type { ShopRequestState } from '../../../contract/shop/rules';
import type { ServerMessages } from '../../http/server-messages';
import type { MessageTexts } from '../messages';

export const shopMessages = {
  goodsNotFound: { zh: '该商品或服务已下架或不存在', en: 'This item is no longer offered or does not exist' },
  goodsSpecNotFound: { zh: '请选择该商品的有效规格', en: 'Choose one of this item’s specifications' },
  shopOutOfStock: { zh: '该规格已无库存', en: 'This specification is out of stock' },
  shopOverStock: { zh: '购买数量超过了现有库存', en: 'The quantity is more than the stock left' },
  shopOverLimit: { zh: '购买数量超过了每单限购数量', en: 'The quantity is more than one order may take' },
  shopCartFull: {
    zh: '购物车商品种类已达上限，请先结算或删除部分商品',
    en: 'The cart is full; check out or remove some items first',
  },
  shopCartChanged: {
    zh: '购物车已有变化，请核对后重新提交',
    en: 'Your cart has changed; check it and send again',
  },
  shopPriceChanged: {
    zh: '部分商品价格已变化，请核对新价格后重新提交',
    en: 'Some prices have changed; check the new prices and send again',
  },
  shopPreferredDate: {
    zh: '期望日期须在明天至30天内',
    en: 'The preferred day must be from tomorrow to 30 days ahead',
  },
  shopRequestNotFound: { zh: '未找到该服务申请', en: 'No such service request' },
  shopRequestWrongState: {
    zh: '该服务申请当前的状态不允许此操作',
    en: 'This cannot be done to the request in its current state',
  },
  shopRequestVersionConflict: {
    zh: '该服务申请已有新的进展，请刷新后重试',
    en: 'This request has changed meanwhile; reload it and try again',
  },
  catalogueGoodsNotFound: { zh: '未找到该商品或服务', en: 'No such item in your catalogue' },
  catalogueSpecNotFound: { zh: '未找到该规格', en: 'No such specification in your catalogue' },
  catalogueSpecChanged: {
    zh: '该规格的价格或库存已有变化（可能刚有新的服务申请），请核对最新数据后重试',
    en: 'The price or stock of this specification changed meanwhile (perhaps a new request); check the latest figures and try again',
  },
  reasonFreeServicePrice: { zh: '免费服务的价格只能为 0', en: 'must stay 0 for a free service' },
  addressNotFound: { zh: '未找到该地址', en: 'No such address' },
  addressRegionUnknown: { zh: '请选择地区', en: 'Please choose an area' },
  addressLimit: { zh: '最多保存20个地址', en: 'At most 20 addresses can be kept' },
  addressVersionConflict: {
    zh: '该地址已在别处修改，请刷新后重试',
    en: 'This address was changed elsewhere; reload it and try again',
  },
} satisfies ServerMessages;

const STATE_NEWS: Partial<Record<ShopRequestState, [string, string]>> = {
  confirmed: ['已被服务商确认', 'was confirmed by the provider'],
  done: ['已完成', 'is done'],
  declined: ['未被服务商接受', 'was declined by the provider'],
};

/** What the buyer is told when the provider acts on a request. */
export function shopRequestUpdatedTexts(
  number: string,
  providerName: { zh: string; en: string },
  state: ShopRequestState,
  note: string | null,
): Record<Locale, MessageTexts> {
  const [zh, en] = STATE_NEWS[state] ?? [state, state];
  return {
    zh: {
      title: `服务申请 ${number} ${zh}`,
      body: `${providerName.zh}：您的服务申请${zh}${note ? `。说明：${note}` : '。'}`,
    },
    en: {
      title: `Service request ${number} ${en}`,
      body: `${providerName.en}: your service request ${en}${note ? `. Note: ${note}` : '.'}`,
    },
  };
}

/** What the provider's users are asked. */
export function shopRequestActionTexts(
  number: string,
  buyerName: string,
  ask: 'answer' | 'cancelled',
): Record<Locale, MessageTexts> {
  const [zh, en] =
    ask === 'answer'
      ? ['新的服务申请待确认', 'A new service request awaits your answer']
      : ['申请人已取消服务申请', 'The buyer cancelled the service request'];
  return {
    zh: { title: `服务申请 ${number}：${zh}`, body: `${buyerName}：${zh}` },
    en: { title: `Service request ${number}: ${en}`, body: `${buyerName}: ${en}` },
  };
}
