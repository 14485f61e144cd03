import {
  HostCallError,
  MAX_PICKED_IMAGES,
  withHostTimeout,
  type PickedImage,
  type SzyHost,
} from './host-sdk';
import { showToast } from '../ui/overlay';

/** The part of 深政易's JS-SDK we use; it follows WeCom's `ww` (@wecom/jssdk 2.x). */
export interface WwGlobal {
  register(options: {
    corpId: string;
    agentId: string;
    jsApiList: string[];
    getConfigSignature: () => { timestamp: number; nonceStr: string; signature: string };
    onConfigSuccess?: () => void;
    onConfigFail?: (reason: unknown) => void;
  }): void;
  scanQRCode(options: { needResult: boolean; scanType: string[] }): Promise<{ resultStr?: string }>;
  chooseImage(options: {
    count: number;
    sizeType: string[];
    sourceType: string[];
  }): Promise<{ localIds: string[] }>;
  getLocalImgData(options: { localId: string }): Promise<{ localData: string }>;
}

/** The platform's cancel replies carry `errMsg: '...:cancel'`; they are the user's choice, not a failure. */
function cancelled(error: unknown): boolean {
  return /cancel/i.test(String((error as { errMsg?: unknown } | null)?.errMsg ?? ''));
}

export function createSzyHost(ww: WwGlobal, code: string | null): SzyHost {
  let unusedCode = code;
  return {
    platform: 'szy',
    kind: 'szy',
    takeCode: async () => {
      const taken = unusedCode;
      unusedCode = null;
      return taken;
    },
    config: (config) =>
      withHostTimeout(
        'config',
        () =>
          new Promise<void>((resolve, reject) =>
            ww.register({
              corpId: config.corpId,
              agentId: config.agentId,
              jsApiList: config.jsApiList,
              getConfigSignature: () => ({
                timestamp: config.timestamp,
                nonceStr: config.nonceStr,
                signature: config.signature,
              }),
              onConfigSuccess: resolve,
              onConfigFail: (reason) => reject(new HostCallError('config', reason)),
            }),
          ),
      ),
    setTitle: (title) => {
      document.title = title;
    },
    scan: async () => {
      try {
        const reply = await ww.scanQRCode({ needResult: true, scanType: ['qrCode'] });
        return reply.resultStr || null;
      } catch (error) {
        if (cancelled(error)) return null;
        throw new HostCallError('scan', error);
      }
    },
    chooseImages: async (options) => {
      const { localIds } = await ww.chooseImage({
        count: options?.max ?? MAX_PICKED_IMAGES,
        sizeType: ['compressed'],
        sourceType: ['camera', 'album'],
      });
      return Promise.all(
        localIds.map(async (localId, index): Promise<PickedImage> => {
          const { localData } = await ww.getLocalImgData({ localId });
          // Android answers bare base64, iOS a data URL already.
          const url = localData.startsWith('data:') ? localData : `data:image/jpeg;base64,${localData}`;
          return { url, name: `photo-${index + 1}.jpg`, size: Math.floor((localData.length * 3) / 4) };
        }),
      );
    },
    toast: (message) => showToast(message),
  };
}
