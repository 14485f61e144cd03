/**
 * Entry of the micro-app: only the qiankun lifecycles and the standalone start on `#app` when no portal is hosting
 * us. The lifecycles are this module's exports: index.html's loader hands them to qiankun on every load of the app
 * (vite.config.ts, `lifecyclesFromEntryExports`), so nothing of ours is put on the host's window.
 */
import '@vitejs/plugin-react/preamble';
import { qiankunWindow, type QiankunProps } from 'vite-plugin-qiankun/dist/helper';
import type { PortalProps } from '../contract/portal-props';
import { mountApp, type MountedApp } from './app/mount-app';
import { whenParsed } from './app/when-parsed';

let mounted: Promise<MountedApp> | null = null;

export async function bootstrap(): Promise<void> {}

export async function mount(props: QiankunProps): Promise<void> {
  const portal = props as QiankunProps & PortalProps;
  mounted = mountApp({ container: props.container ?? document.body, portal });
  await mounted;
}

export async function unmount(): Promise<void> {
  (await mounted)?.unmount();
  mounted = null;
}

export async function update(props: QiankunProps): Promise<void> {
  (await mounted)?.update(props as Partial<PortalProps>);
}

if (!qiankunWindow.__POWERED_BY_QIANKUN__) {
  whenParsed(document, () => {
    const container = document.getElementById('app');
    if (container) void mountApp({ container, portal: null });
  });
}
