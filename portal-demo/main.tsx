import { createRoot } from 'react-dom/client';
import { PortalApp } from './portal-app';
import { startGlobalState } from './supervision-host';
import './portal.css';

startGlobalState();
createRoot(document.getElementById('portal-root') as HTMLElement).render(<PortalApp />);
