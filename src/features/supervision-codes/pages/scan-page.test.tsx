import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ScanPage from './scan-page';
import type { HostSdk } from '../../../lib/host-sdk/host-sdk';
import { paths } from '../../../lib/paths';
import { AppRuntimeContext, type AppRuntime } from '../../../lib/session/app-runtime';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderScan(host: Partial<HostSdk> | null) {
  const runtime = { getHost: () => Promise.resolve(host as HostSdk | null) } as unknown as AppRuntime;
  const wrap = (children: ReactNode) => (
    <AppRuntimeContext.Provider value={runtime}>
      <IntlProvider locale="zh" defaultLocale="zh" onError={() => undefined}>
        <MemoryRouter initialEntries={[paths.enforceScanQrCode.href()]}>
          <Routes>
            <Route path={paths.enforceScanQrCode.href()} element={children} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </AppRuntimeContext.Provider>
  );
  return render(wrap(<ScanPage />));
}

afterEach(() => vi.unstubAllGlobals());

describe('scan screen', () => {
  it('uses the host scanner when there is a host and opens the code check with the scanned text', async () => {
    const scan = vi.fn().mockResolvedValue('SVC1.payload');
    const getUserMedia = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    renderScan({ kind: 'simulator', scan });
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        paths.qrCodeLoading.href({ payload: 'SVC1.payload' }),
      ),
    );
    expect(scan).toHaveBeenCalledTimes(1);
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('opens the back camera in a plain browser and offers a picture and manual entry when it is refused', async () => {
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    renderScan(null);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({ video: { facingMode: 'environment' } }),
    );
    expect(screen.getByLabelText(/二维码图片/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /手动输入/ }).getAttribute('href')).toBe(
      paths.enforceNoScan.href(),
    );
  });
});
