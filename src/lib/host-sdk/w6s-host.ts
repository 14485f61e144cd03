import {
  HostCallError,
  MAX_PICKED_IMAGES,
  withHostTimeout,
  type MessagingHost,
  type PickedImage,
} from './host-sdk';
import type { HostConfig } from '../../../contract/api-schemas';

interface W6sResult<T> {
  result: T;
}

/** The part of the WorkPlus JS-SDK we use (HOST_SDK.md). */
export interface W6sGlobal {
  config(options: HostConfig): Promise<{ code: number; message?: string }>;
  ready(callback: () => void): void;
  header: { setTitle(title: string): void };
  auth?: { getAuthCode(): Promise<W6sResult<{ result?: { code?: string }; code?: string }>> };
  util: { scanner(): Promise<W6sResult<string>> };
  image: {
    chooseImages(options: {
      multiple: boolean;
      editable: boolean;
      fileLimit: { maxSelectCount: number; singleSelectSize: number; totalSelectSize: number };
    }): Promise<Array<{ imageURL: string; key: string; imageInfo: { size: number } }>>;
  };
  dialog: { showToast(options: { title: string; duration?: number }): void };
}

export function createW6sHost(w6s: W6sGlobal): MessagingHost {
  return {
    platform: 'messaging',
    kind: 'w6s',
    config: (config) =>
      withHostTimeout('config', async () => {
        const reply = await w6s.config(config);
        if (reply.code !== 0) throw new HostCallError('config', reply);
      }),
    ready: () => withHostTimeout('ready', () => new Promise<void>((resolve) => w6s.ready(resolve))),
    setTitle: (title) => w6s.header.setTitle(title),
    getAuthCode: () =>
      withHostTimeout('getAuthCode', async () => {
        if (!w6s.auth) throw new HostCallError('getAuthCode', 'not supported by this host');
        const reply = await w6s.auth.getAuthCode();
        // The native reply is JSON-parsed and wrapped once more, so the code sits at result.result.code.
        const code = reply.result.result?.code ?? reply.result.code;
        if (!code) throw new HostCallError('getAuthCode', reply);
        return code;
      }),
    scan: async () => {
      const reply = await w6s.util.scanner();
      return reply.result || null;
    },
    chooseImages: async (options) => {
      const images = await w6s.image.chooseImages({
        multiple: true,
        editable: false,
        fileLimit: {
          maxSelectCount: options?.max ?? MAX_PICKED_IMAGES,
          singleSelectSize: -1,
          totalSelectSize: -1,
        },
      });
      return images.map((image): PickedImage => ({
        url: image.imageURL,
        name: image.key,
        size: image.imageInfo.size,
      }));
    },
    toast: (message) => w6s.dialog.showToast({ title: message }),
  };
}
