export default {
  'host.openInHost': 'Please open this page inside the WorkPlus app',
  'host.simulator.pickAccount': 'Simulated host: choose the account to sign in',
  'host.simulator.scanTitle': 'Simulated scan: enter the QR code content',
  'host.simulator.scanConfirm': 'OK',
  'host.simulator.scanCancel': 'Cancel',
  'host.simulator.badge': 'Simulated host',
} satisfies Record<string, string>;
