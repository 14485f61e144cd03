import type { ServerMessages } from '../../http/server-messages';

export const sessionMessages = {
  loginFailed: { zh: '账号或密码错误', en: 'Account or password is wrong' },
  authCodeInvalid: { zh: '授权码无效或已过期', en: 'The auth code is invalid or has expired' },
  unknownTestAccount: { zh: '测试账号不存在', en: 'No such test account' },
} satisfies ServerMessages;
