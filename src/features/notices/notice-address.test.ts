import { describe, expect, it } from 'vitest';
import { noticeAddress, noticeTokenFromScan } from './notice-address';

describe('notice QR address', () => {
  it('points at the verification screen under the base path the app runs at', () => {
    expect(noticeAddress('https://sv.example.cn', '/', 'tok_123456789')).toBe(
      'https://sv.example.cn/enforceNoticeDetail?token=tok_123456789',
    );
    expect(noticeAddress('https://portal.example.cn', '/apps/supervision', 'tok_123456789')).toBe(
      'https://portal.example.cn/apps/supervision/enforceNoticeDetail?token=tok_123456789',
    );
  });

  it('reads the token back from an address of this app, under any base, and from a hash route', () => {
    const token = 'eyJuIjoibm90LTEifQ.sig_-1';
    expect(noticeTokenFromScan(noticeAddress('https://sv.example.cn', '/', token))).toBe(token);
    expect(noticeTokenFromScan(noticeAddress('https://portal.example.cn', '/apps/sv', token))).toBe(token);
    expect(noticeTokenFromScan(`https://sv.example.cn/index.html#/enforceNoticeDetail?token=${token}`)).toBe(
      token,
    );
  });

  it('refuses anything that is not a notice address', () => {
    for (const text of [
      'SVC1.payload-of-a-supervision-code',
      'https://sv.example.cn/enforceNoticeDetail',
      'https://sv.example.cn/enforceNoticeDetail?id=notice-1',
      'https://sv.example.cn/registrationDetail?token=abc',
      'javascript:alert(1)//enforceNoticeDetail?token=abcdefghijk',
      '',
    ])
      expect([text, noticeTokenFromScan(text)]).toEqual([text, null]);
  });
});
