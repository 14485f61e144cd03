/**
 * Entry of the micro-app: only the qiankun lifecycles (exported the way vite-plugin-qiankun expects) and the
 * standalone start on `#app` when no portal is hosting us.
 */
import '@vitejs/plugin-react/preamble';
import { qiankunWindow, renderWithQiankun, type QiankunProps } from 'vite-plugin-qiankun/dist/helper';
import type { PortalProps } from '../contract/portal-props';
import { mountApp, type MountedApp } from './app/mount-app';
import { whenParsed } from './app/when-parsed';

let mounted: Promise<MountedApp> | null = null;

renderWithQiankun({
  bootstrap() {},
  mount(props: QiankunProps) {
    const portal = props as QiankunProps & PortalProps;
    mounted = mountApp({ container: props.container ?? document.body, portal });
    return mounted.then(() => undefined);
  },
  async unmount() {
    (await mounted)?.unmount();
    mounted = null;
  },
  async update(props: QiankunProps) {
    (await mounted)?.update(props as Partial<PortalProps>);
  },
});

if (!qiankunWindow.__POWERED_BY_QIANKUN__) {
  whenParsed(document, () => {
    const container = document.getElementById('app');
    if (container) void mountApp({ container, portal: null });
  });
}
